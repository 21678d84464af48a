import { useState } from 'react';
import { useTranslation, addTranslations, bundledTexts } from '@greencard/i18n';
import { VEHICLE_TYPES, type VehicleType } from '@greencard/domain';
import {
  Button,
  Checkbox,
  Combobox,
  Countdown,
  DateInput,
  ErrorMessage,
  Loading,
  Notice,
  Price,
  RadioGroup,
  Select,
  StepIndicator,
  TextInput,
  type ComboboxValue,
} from '@greencard/ui';
import { useLocale } from '@greencard/step';
import { useJourneyPlan } from '../journey/pageJourney';
import { uk, en } from './uiShowcaseTexts';

const SHOWCASE_TEXTS = bundledTexts({ uk, en });

const CITIES = [
  { value: 1, label: 'Київ / Kyiv' },
  { value: 2, label: 'Львів / Lviv' },
  { value: 3, label: 'Одеса / Odesa' },
];

/** The /UI page: every widget of @greencard/ui, for designers, QA and the teams building steps. */
export default function UiShowcase() {
  const { t, i18n } = useTranslation(['ui-showcase', 'common']);
  // At hand in both languages (the page is the team's), so they are in before this render reads them.
  void addTranslations(i18n, 'ui-showcase', SHOWCASE_TEXTS);
  const locale = useLocale();
  // The indicator as the shop shows it: the steps of the page's journey.
  const journey = useJourneyPlan().steps;
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
      <h1 id="ui-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className="ui-showcase__grid">
        <Select label={t('select')} options={options} value={vehicle} onChange={setVehicle} />
        <Select label={t('selectEmpty')} options={options} value={empty} onChange={setEmpty} />
        <TextInput label={t('text')} value={surname} onChange={setSurname} />
        <TextInput
          label={t('textError')}
          value="Шевченко"
          onChange={() => undefined}
          error={t('common:validation.onlyLatin')}
        />
        <DateInput label={t('date')} value={date} onChange={setDate} />
        <Combobox label={t('combobox')} value={city} onChange={setCity} options={cityOptions} minChars={1} />
        <Checkbox label={t('checkbox')} checked={accepted} onChange={setAccepted} />
        <RadioGroup
          label={t('radio')}
          options={[
            { value: 'card', label: t('card') },
            { value: 'instalments', label: t('instalments') },
          ]}
          value={method}
          onChange={setMethod}
          inline
        />
        <div>
          <Button>{t('button')}</Button> <Button busy>{t('busyButton')}</Button>
        </div>
        <p>
          <Countdown seconds={30} label={t('countdown')} />
        </p>
        <p>
          {t('price')}: <Price amount={12446} />
        </p>
        <Notice>{t('notice')}</Notice>
        <ErrorMessage>{t('error')}</ErrorMessage>
        <div>
          <h2>{t('steps')}</h2>
          <StepIndicator
            label={t('steps')}
            steps={journey.map((step) => ({ id: step.step, label: step.label[locale] }))}
            current={journey[Math.floor(journey.length / 2)]?.step ?? ''}
          />
        </div>
        <div>
          <h2>{t('loading')}</h2>
          <Loading />
        </div>
      </div>
    </section>
  );
}
