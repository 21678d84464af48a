// The contract form: every field of rules §3 with react-final-form, validated by the domain rules, kept in a
// snapshot as it is typed, and submitted through the creation sequence of rules §4.
import { useRef, useState, type FormEvent } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { isBeforeSignCutoff, signCutoffTime, START_DATE_MAX_DAYS_AHEAD, type Locale } from '@greencard/domain';
import { navigateToNextStep, useTranslation } from '@greencard/i18n';
import {
  readStoredIds,
  useShopDispatch,
  useShopStore,
  type JourneyProduct,
  type JourneySelection,
} from '@greencard/store';
import { useInsurerAction, useServerClock, useShopConfig } from '@greencard/step';
import { Button, ErrorMessage } from '@greencard/ui';
import { kyivToday } from '../calendar/calendar';
import { createContract } from '../creation/createContract';
import { randomOrderNumber } from '../creation/randomOrderNumber';
import { creationErrorText } from '../creation/creationErrorText';
import { endDraftAttempt, loadDraftAttempt, saveDraftAttempt } from '../creation/draftAttempt';
import { initialCreationState } from '../creation/creationSlice';
import { ConsentSection } from './ConsentSection';
import { ContactsSection } from './ContactsSection';
import { DocumentSection } from './DocumentSection';
import { FieldRules } from './FieldRules';
import { loadFormSnapshot, saveFormSnapshot } from './formSnapshot';
import { initialFormValues, type ContractFormValues } from '../values/formValues';
import { PersonSection } from './PersonSection';
import { PolicySection } from './PolicySection';
import { hasAdditionalFieldErrors, validateContract } from './validateContract';
import { VehicleSection } from './VehicleSection';

interface Props {
  selection: JourneySelection;
  product: JourneyProduct;
  locale: Locale;
}

/** The form as the buyer left it, or a fresh one that starts from the calculator's state number. */
function startingValues(selection: JourneySelection): ContractFormValues {
  const saved = loadFormSnapshot();
  if (!saved) return initialFormValues(selection);
  return saved.stateNumber === '' && selection.stateNumber ? { ...saved, stateNumber: selection.stateNumber } : saved;
}

export function ContractForm({ selection, product, locale }: Props) {
  const { t } = useTranslation(['contract', 'common']);
  const dispatch = useShopDispatch();
  const store = useShopStore();
  const clock = useServerClock();
  const { draftDialect } = useShopConfig();
  const [initialValues] = useState(() => startingValues(selection));
  const formRef = useRef<HTMLFormElement>(null);
  const creation = useInsurerAction((client, values: ContractFormValues) =>
    createContract(
      values,
      { selection, product, storedIds: readStoredIds(), sourceInfo: window.location.hostname },
      {
        client,
        draftDialect,
        dispatch,
        progress: () => store.getState().contract ?? initialCreationState,
        randomOrderNumber: () => randomOrderNumber(),
        insurerNow: clock.now,
        attempts: {
          load: () => loadDraftAttempt(),
          save: (attempt) => saveDraftAttempt(attempt),
          end: () => endDraftAttempt(),
        },
      },
    ),
  );
  // The insurer judges the start date, the age and the date of issue on its own calendar (rules D7, D13), so the form
  // does too: the buyer's clock is only the fallback while the insurer's time is unknown.
  const insurerToday = () => kyivToday(new Date(clock.now()));
  const failure = creation.state.status === 'failed' ? creationErrorText(t, creation.state.error) : null;
  // Past the cut-off on the insurer's clock the confirm step refuses to sign (rules D13): a draft saved and a code
  // texted now would be spent on a contract that cannot be signed today, so the buyer is told here, in its words.
  const [signClosed, setSignClosed] = useState(false);
  const closedText = signClosed
    ? [
        t('common:signClosed.closed', { time: signCutoffTime() }),
        t('common:signClosed.whatToDo', { maxDays: START_DATE_MAX_DAYS_AHEAD }),
      ].join(' ')
    : null;

  const submit = async (values: ContractFormValues) => {
    const closed = clock.status === 'ready' && !isBeforeSignCutoff(new Date(clock.now()));
    setSignClosed(closed);
    if (closed) return;
    const outcome = await creation.run(values);
    if (outcome?.ok) navigateToNextStep('contract', locale);
  };

  return (
    <Form<ContractFormValues>
      onSubmit={submit}
      initialValues={initialValues}
      validate={(values) => validateContract(values, insurerToday())}
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, submitting, form }) => {
        const onSubmit = (event: FormEvent<HTMLFormElement>) => {
          const { errors } = form.getState();
          if (errors && hasAdditionalFieldErrors(errors)) form.change('additionalFieldsOpen', true);
          void handleSubmit(event);
          if (form.getState().hasValidationErrors) {
            // After the render that shows the messages, the first field to fix gets the focus.
            setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
          }
        };
        return (
          <form
            ref={formRef}
            className="contract-form"
            onSubmit={onSubmit}
            noValidate
            aria-busy={submitting || undefined}
          >
            <FieldRules />
            <FormSpy<ContractFormValues>
              subscription={{ values: true }}
              onChange={({ values }) => saveFormSnapshot(values)}
            />
            {/* A running creation locks every input, so what is sent is what is shown. */}
            <fieldset className="contract-form__plain" disabled={submitting}>
              <section className="contract-form__block" aria-labelledby="contract-insured">
                <h2 id="contract-insured">{t('sections.insured')}</h2>
                <PersonSection />
                <DocumentSection />
                <ContactsSection />
              </section>
              {/* The spec's order: person, document, contacts, start date, vehicle (rules §1). */}
              <PolicySection period={selection.period} today={insurerToday} />
              <section className="contract-form__block" aria-labelledby="contract-vehicle">
                <h2 id="contract-vehicle">{t('sections.vehicle')}</h2>
                <VehicleSection />
              </section>
              <ConsentSection />
            </fieldset>
            <ErrorMessage>{closedText ?? failure}</ErrorMessage>
            <Button type="submit" busy={submitting} busyLabel={t('submitting')}>
              {t('submit')}
            </Button>
          </form>
        );
      }}
    </Form>
  );
}
