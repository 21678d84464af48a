import { useField } from 'react-final-form';
import { useTranslation } from '@greencard/i18n';
import { ComboboxField } from '../fields/ComboboxField';
import type { Choice } from '../values/formValues';
import { searchPlaces } from './placeSearchCall';
import { SEARCH_MIN_CHARS, useDebouncedSearch } from './useDebouncedSearch';

/** The city of registration, searched in Ukraine (GET /place, country UA); its id goes into the draft. */
export function CityField() {
  const { t } = useTranslation('contract');
  const { input } = useField<Choice>('city', { subscription: { value: true } });
  const { results, loading } = useDebouncedSearch(input.value.text, searchPlaces, input.value.value === null);
  const options = results.map((place) => ({ value: place.id, label: place.text }));
  return (
    <ComboboxField<number>
      name="city"
      label={t('fields.city')}
      options={options}
      loading={loading}
      minChars={SEARCH_MIN_CHARS}
      required
    />
  );
}
