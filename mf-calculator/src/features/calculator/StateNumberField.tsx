import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import { validateStateNumber, VEHICLE_TYPES } from '@greencard/domain';
import { useTranslation, type TFunction } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { TextField } from '@greencard/ui';
import { optionLabel } from './options';
import { useVehicleLookup, type LookupState } from './useVehicleLookup';

/** The shortcut: a known state number sets the vehicle type (still changeable) and goes on to the contract form. */
export function StateNumberField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('calculator');
  const locale = useLocale();
  const form = useForm();
  const { input } = useField<string | undefined>('stateNumber', { subscription: { value: true } });
  const lookup = useVehicleLookup(input.value);

  useEffect(() => {
    if (lookup.status === 'found') form.change('autoTypeSelect', lookup.autoType);
  }, [form, lookup]);

  return (
    <div className="calc-form__number">
      <TextField
        name="stateNumber"
        label={t('stateNumber.label')}
        hint={t('stateNumber.hint')}
        placeholder="AA1234AA"
        validate={validateStateNumber}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
      />
      <p className="calc-form__lookup" role="status">
        {lookupText(lookup, t, (type) => optionLabel(VEHICLE_TYPES, type, locale))}
      </p>
    </div>
  );
}

function lookupText(
  lookup: LookupState,
  t: TFunction<'calculator'>,
  typeName: (type: Extract<LookupState, { status: 'found' }>['autoType']) => string,
): string {
  switch (lookup.status) {
    case 'looking':
      return t('stateNumber.looking');
    case 'found':
      return t('stateNumber.found', { vehicle: lookup.vehicle, type: typeName(lookup.autoType) });
    case 'foundWithoutType':
      return t('stateNumber.foundWithoutType', { vehicle: lookup.vehicle });
    case 'notFound':
      return t('stateNumber.notFound');
    case 'failed':
      return t('stateNumber.failed');
    default:
      return '';
  }
}
