import { useState } from 'react';
import { useTranslation } from '@greencard/i18n';
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
 * The indicator shows the shop's five steps from this page's own texts, not the registry's journey: the first view is
 * rendered when the step is built, with no registry, and an indicator filled in only once the browser takes over
 * would move everything below it (docs/performance.md holds every page to no layout shift).
 */
const SAMPLE_STEPS = ['calculator', 'contract', 'confirm', 'points', 'payment'] as const;

/**
 * The /UI page: every widget of @greencard/ui and the contract step's own, for designers, QA and the teams building
 * steps. Open to everyone: it needs nothing of the buyer's journey.
 */
export function UiShowcase() {
  const { t } = useTranslation(['contract', 'common']);
  const locale = useLocale();
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
            steps={SAMPLE_STEPS.map((step) => ({ id: step, label: t(`showcase.sampleSteps.${step}`) }))}
            current="confirm"
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
