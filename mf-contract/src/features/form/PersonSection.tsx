import { useField } from 'react-final-form';
import { useTranslation } from '@greencard/i18n';
import { TextField } from '@greencard/ui';
import { CheckboxField } from '../fields/CheckboxField';
import { DateField } from '../fields/DateField';
import { useLimitMessage } from '../values/useLimitMessage';

/** The insured person: names in Latin as in the international passport, tax number, birthday. */
export function PersonSection() {
  const { t } = useTranslation('contract');
  const limitMessage = useLimitMessage();
  const { input: dontHaveInn } = useField<boolean>('dontHaveInn', { subscription: { value: true } });
  return (
    <fieldset className="contract-form__group">
      <legend>{t('sections.person')}</legend>
      <TextField
        name="surname"
        label={t('fields.surname')}
        autoComplete="family-name"
        required
        translateError={limitMessage('surname')}
      />
      <TextField
        name="name"
        label={t('fields.name')}
        autoComplete="given-name"
        required
        translateError={limitMessage('name')}
      />
      <TextField
        name="patronymic"
        label={t('fields.patronymic')}
        autoComplete="additional-name"
        required
        translateError={limitMessage('patronymic')}
      />
      <TextField
        name="inn"
        label={t('fields.inn')}
        inputMode="numeric"
        disabled={dontHaveInn.value === true}
        required={dontHaveInn.value !== true}
      />
      <CheckboxField name="dontHaveInn" label={t('fields.dontHaveInn')} />
      <DateField name="birthday" label={t('fields.birthday')} autoComplete="bday" required />
    </fieldset>
  );
}
