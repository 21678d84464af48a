import { useState, useSyncExternalStore } from 'react';
import { journeyPlan, subscribeJourneyPlan, useTranslation, type PlannedStep } from '@greencard/i18n';
import { VEHICLE_TYPES, type VehicleType } from '@greencard/domain';
import {
  Button,
  Countdown,
  ErrorMessage,
  Loading,
  Notice,
  Price,
  RadioGroup,
  Select,
  StepIndicator,
  TextInput,
} from '@greencard/ui';
import { useLocale } from '@greencard/step';
import { Checkbox } from '../fields/Checkbox';
import { Combobox, type ComboboxValue } from '../fields/Combobox';
import { DateInput } from '../fields/DateInput';
import './showcase.css';

const CITIES = [
  { value: 1, label: 'Київ / Kyiv' },
  { value: 2, label: 'Львів / Lviv' },
  { value: 3, label: 'Одеса / Odesa' },
];

/**
 * The page's journey, which the shell sets from the registry in the browser. The first view is rendered when the step
 * is built, with no registry: it shows no steps, and the browser's first render (hydration) does the same.
 */
const NO_STEPS: readonly PlannedStep[] = [];
const useJourneySteps = () =>
  useSyncExternalStore(
    subscribeJourneyPlan,
    () => journeyPlan().steps,
    () => NO_STEPS,
  );

/**
 * The /UI page: every widget of @greencard/ui and the contract step's own, for designers, QA and the teams building
 * steps. Open to everyone: it needs nothing of the buyer's journey.
 */
export function UiShowcase() {
  const { t } = useTranslation(['contract', 'common']);
  const locale = useLocale();
  // The indicator as the shop shows it: the steps of the page's journey.
  const journey = useJourneySteps();
  const [vehicle, setVehicle] = useState<VehicleType | null>('A');
  const [empty, setEmpty] = useState<VehicleType | null>(null);
  const [surname, setSurname] = useState('SHEVCHENKO');
  const [date, setDate] = useState('');
  const [city, setCity] = useState<ComboboxValue<number>>({ value: null, text: '' });
  const [accepted, setAccepted] = useState(false);
  const [method, setMethod] = useState<'card' | 'instalments'>('card');
  const options = VEHICLE_TYPES.map((o) => ({ value: o.value, label: o.label[locale] }));
  const cityOptions = CITIES.filter((c) => c.label.toLowerCase().includes(city.text.toLowerCase()));

  return (
    <section className="container ui-showcase" aria-labelledby="ui-title">
      <h1 id="ui-title">{t('showcase.title')}</h1>
      <p>{t('showcase.intro')}</p>
      <div className="ui-showcase__grid">
        <Select label={t('showcase.select')} options={options} value={vehicle} onChange={setVehicle} />
        <Select label={t('showcase.selectEmpty')} options={options} value={empty} onChange={setEmpty} />
        <TextInput label={t('showcase.text')} value={surname} onChange={setSurname} />
        <TextInput
          label={t('showcase.textError')}
          value="Шевченко"
          onChange={() => undefined}
          error={t('common:validation.onlyLatin')}
        />
        <DateInput label={t('showcase.date')} value={date} onChange={setDate} />
        <Combobox label={t('showcase.combobox')} value={city} onChange={setCity} options={cityOptions} minChars={1} />
        <Checkbox label={t('showcase.checkbox')} checked={accepted} onChange={setAccepted} />
        <RadioGroup
          label={t('showcase.radio')}
          options={[
            { value: 'card', label: t('showcase.card') },
            { value: 'instalments', label: t('showcase.instalments') },
          ]}
          value={method}
          onChange={setMethod}
          inline
        />
        <div>
          <Button>{t('showcase.button')}</Button> <Button busy>{t('showcase.busyButton')}</Button>
        </div>
        <p>
          <Countdown seconds={30} label={t('showcase.countdown')} />
        </p>
        <p>
          {t('showcase.price')}: <Price amount={12446} />
        </p>
        <Notice>{t('showcase.notice')}</Notice>
        <ErrorMessage>{t('showcase.error')}</ErrorMessage>
        <div>
          <h2>{t('showcase.steps')}</h2>
          <StepIndicator
            label={t('showcase.steps')}
            steps={journey.map((step) => ({ id: step.step, label: step.label[locale] }))}
            current={journey[Math.floor(journey.length / 2)]?.step ?? ''}
          />
        </div>
        <div>
          <h2>{t('showcase.loading')}</h2>
          <Loading />
        </div>
      </div>
    </section>
  );
}
