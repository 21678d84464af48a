import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { isApiError } from '@greencard/api';
import { inVehicleRegistry, toStateNumber, type StateNumber } from '@greencard/domain';
import { apiErrorText, useTranslation } from '@greencard/i18n';
import { useInsurerAction } from '@greencard/step';
import { Button, ErrorMessage, Notice } from '@greencard/ui';
import { TextField } from '@greencard/ui';
import type { ContractFormValues } from '../values/formValues';
import type { SeenModels } from '../search/MakerModelFields';
import { useLimitMessage } from '../values/useLimitMessage';
import { findVehiclesByNumber } from './vehicleCall';
import { vehicleFields } from './vehicleFields';

type Outcome =
  { kind: 'found' | 'notFound' | 'notInRegistry'; number: string } | { kind: 'failed'; message: string } | null;

/** The state number (placeholder AA1234AA) and the search that fills the vehicle block from the registry. */
interface Props {
  onBusyChange: (busy: boolean) => void;
  seen: SeenModels;
}

export function StateNumberSearch({ onBusyChange, seen }: Props) {
  const { t } = useTranslation('contract');
  const limitMessage = useLimitMessage();
  const form = useForm<ContractFormValues>();
  const { input } = useField<string>('stateNumber', { subscription: { value: true } });
  const lookup = useInsurerAction((client, number: StateNumber) => findVehiclesByNumber(client, number));
  const searching = lookup.state.status === 'running';
  const [outcome, setOutcome] = useState<Outcome>(null);

  const search = async () => {
    const number = toStateNumber(input.value ?? '');
    if (number === null) {
      // The field says what is wrong once it is touched.
      form.blur('stateNumber');
      form.focus('stateNumber');
      return;
    }
    // The register keeps no numbers of the older formats nor transit ones (rules §5): nothing to ask it.
    if (!inVehicleRegistry(number)) {
      setOutcome({ kind: 'notInRegistry', number });
      return;
    }
    onBusyChange(true);
    setOutcome(null);
    const answer = await lookup.run(number);
    if (!answer) return;
    onBusyChange(false);
    if (!answer.ok) {
      const { error } = answer;
      setOutcome({ kind: 'failed', message: apiErrorText(t, isApiError(error) ? error : { key: 'serverError' }) });
      return;
    }
    const [vehicle] = answer.value;
    if (!vehicle) {
      setOutcome({ kind: 'notFound', number });
      return;
    }
    if (vehicle.autoModel) seen.current.set(vehicle.autoModel.id, vehicle.autoModel);
    const fields = vehicleFields(vehicle);
    form.batch(() => {
      for (const [name, value] of Object.entries(fields)) form.change(name as keyof ContractFormValues, value);
    });
    setOutcome({ kind: 'found', number });
  };

  return (
    <div className="contract-number-search">
      <TextField
        name="stateNumber"
        label={t('fields.stateNumber')}
        placeholder="AA1234AA"
        autoComplete="off"
        autoCapitalize="characters"
        disabled={searching}
        required
        translateError={limitMessage('stateNumber')}
      />
      <Button variant="secondary" onClick={() => void search()} busy={searching}>
        {t('numberSearch.button')}
      </Button>
      {outcome?.kind === 'found' ? <Notice>{t('numberSearch.found', { number: outcome.number })}</Notice> : null}
      {outcome?.kind === 'notFound' ? <Notice>{t('numberSearch.notFound', { number: outcome.number })}</Notice> : null}
      {outcome?.kind === 'notInRegistry' ? (
        <Notice>{t('numberSearch.notInRegistry', { number: outcome.number })}</Notice>
      ) : null}
      {outcome?.kind === 'failed' ? <ErrorMessage>{outcome.message}</ErrorMessage> : null}
    </div>
  );
}
