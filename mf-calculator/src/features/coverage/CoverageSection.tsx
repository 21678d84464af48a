import { lazy, Suspense, useState } from 'react';
import { useFormState } from 'react-final-form';
import type { Area } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';
import { Container, Loading } from '@greencard/ui';
import type { CalculatorValues } from '../calculator/calculatorValues';

const CoverageDetails = lazy(() => import(/* webpackChunkName: "coverage" */ './CoverageDetails'));

/** Europe, the wider area, is shown until the buyer picks one. */
const DEFAULT_AREA: Area = 'EUROPE';

/**
 * Where the card is valid for the chosen area. The countries and the map sit behind a disclosure: they are loaded
 * when it is first opened, so the section costs the first paint only its heading and two sentences.
 */
export function CoverageSection() {
  const { t } = useTranslation('calculator');
  const { values } = useFormState<CalculatorValues>({ subscription: { values: true } });
  const area = values.areaSelect ?? DEFAULT_AREA;
  const [opened, setOpened] = useState(false);
  return (
    <section className="calc-section calc-coverage" aria-labelledby="coverage-title">
      <Container>
        <h2 id="coverage-title">{t('coverage.title')}</h2>
        <p>{t('coverage.intro')}</p>
        <p>{t(`coverage.zones.${area}`)}</p>
        <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
          <summary>{t('coverage.show')}</summary>
          {opened ? (
            <Suspense fallback={<Loading />}>
              <CoverageDetails area={area} />
            </Suspense>
          ) : null}
        </details>
      </Container>
    </section>
  );
}
