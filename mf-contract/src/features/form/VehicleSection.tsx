import { useRef, useState } from 'react';
import type { AutoModel } from '../search/modelSearchCall';
import { useField } from 'react-final-form';
import { useTranslation } from '@greencard/i18n';
import { TextField } from '@greencard/ui';
import { CheckboxField } from '../fields/CheckboxField';
import { MakerModelFields } from '../search/MakerModelFields';
import { StateNumberSearch } from '../vehicleByNumber/StateNumberSearch';
import { useLimitMessage } from '../values/useLimitMessage';

/** The vehicle: state number with the registry search, body number, year, maker and model, and the details. */
export function VehicleSection() {
  const { t } = useTranslation('contract');
  const limitMessage = useLimitMessage();
  const [searching, setSearching] = useState(false);
  const seen = useRef(new Map<number, AutoModel>());
  const { input: bodyUnknown } = useField<boolean>('bodyNumberUnknown', { subscription: { value: true } });
  const { input: showDetails } = useField<boolean>('additionalFieldsOpen', { subscription: { value: true } });
  return (
    // No legend of its own: the section around it is headed with the same words, and one heading is enough.
    <div className="contract-form__group" aria-busy={searching || undefined}>
      <StateNumberSearch onBusyChange={setSearching} seen={seen} />
      {/* What the registry search fills in waits for its answer. */}
      <fieldset className="contract-form__plain" disabled={searching}>
        <TextField
          name="bodyNumber"
          label={t('fields.bodyNumber')}
          autoCapitalize="characters"
          disabled={bodyUnknown.value === true}
          required={bodyUnknown.value !== true}
          translateError={limitMessage('bodyNumber')}
        />
        <CheckboxField name="bodyNumberUnknown" label={t('fields.bodyNumberUnknown')} />
        <TextField name="year" label={t('fields.year')} inputMode="numeric" required />
        <MakerModelFields seen={seen} />
        <CheckboxField name="additionalFieldsOpen" label={t('fields.additionalFieldsOpen')} />
        {/* Hidden rather than unmounted: react-final-form 7.0.1 resets a field that mounts to the form's
            initial value, which would lose what the registry search put there. */}
        <div className="contract-form__details" hidden={showDetails.value !== true}>
          <TextField name="engineVolume" label={t('fields.engineVolume')} inputMode="numeric" />
          <TextField name="electricMotorPower" label={t('fields.electricMotorPower')} inputMode="decimal" />
          <TextField name="grossWeight" label={t('fields.grossWeight')} inputMode="numeric" />
          <TextField name="curbWeight" label={t('fields.curbWeight')} inputMode="numeric" />
          <TextField name="seatingCapacity" label={t('fields.seatingCapacity')} inputMode="numeric" />
        </div>
      </fieldset>
    </div>
  );
}
