import type { FormEvent } from 'react';
import { useForm } from 'react-final-form';
import { required, type Area, type Period, type VehicleType } from '@greencard/domain';
import { apiErrorText, useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { Button, Container, ErrorMessage, TextInput } from '@greencard/ui';
import { SelectField } from './SelectField';
import { StateNumberField } from './StateNumberField';
import { useFocusTargets } from './focusTargets';
import { useOfferSearch } from './offerSearch';
import { areaOptions, periodOptions, vehicleTypeOptions } from './options';

/** The tariff calculator (rules §1): vehicle type, area, period and the fixed customer category; searching disables it. */
export function CalculatorSection() {
  const { t } = useTranslation('calculator');
  const locale = useLocale();
  const form = useForm();
  const { retry } = useFocusTargets();
  const { status, error } = useOfferSearch();
  const searching = status === 'loading';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <section id="calculator" className="calc-section calc-form-section" aria-labelledby="calculator-title">
      <Container>
        <h2 id="calculator-title" tabIndex={-1}>
          {t('calculator.title')}
        </h2>
        <form className="calc-form" onSubmit={onSubmit} noValidate aria-busy={searching || undefined}>
          <StateNumberField disabled={searching} />
          <SelectField<VehicleType>
            name="autoTypeSelect"
            label={t('calculator.autoType')}
            options={vehicleTypeOptions(locale)}
            disabled={searching}
          />
          <SelectField<Area>
            name="areaSelect"
            label={t('calculator.area')}
            options={areaOptions(locale)}
            placeholder={t('calculator.areaPlaceholder')}
            validate={required}
            disabled={searching}
          />
          <SelectField<Period>
            name="periodSelect"
            label={t('calculator.period')}
            options={periodOptions(locale)}
            validate={required}
            disabled={searching}
          />
          <TextInput
            label={t('calculator.customerCategory')}
            value={t('calculator.customerCategoryNatural')}
            onChange={() => undefined}
            readOnly
            name="typeInput"
          />
          <div className="calc-form__actions" ref={retry}>
            <Button type="submit" busy={searching} busyLabel={t('calculator.searching')}>
              {t('calculator.submit')}
            </Button>
          </div>
        </form>
        <ErrorMessage className="calc-form__error">{error ? apiErrorText(t, error) : null}</ErrorMessage>
      </Container>
    </section>
  );
}
