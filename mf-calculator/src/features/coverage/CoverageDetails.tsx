// Loaded only when the buyer opens "where the policy is valid": the country data and the map cost the first paint
// nothing.
import { useMemo } from 'react';
import { AREAS, type Area } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { optionLabel } from '../calculator/options';
import { coveredCountries } from './countries';
import { CoverageMap } from './CoverageMap';

export default function CoverageDetails({ area }: { area: Area }) {
  const { t } = useTranslation('calculator');
  const locale = useLocale();
  const countries = useMemo(
    () => [...coveredCountries(area)].sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale)),
    [area, locale],
  );
  const covered = useMemo(() => new Set(countries.map((country) => country.code)), [countries]);
  const areaName = optionLabel(AREAS, area, locale);
  return (
    <div className="calc-coverage__details">
      <div className="calc-coverage__list">
        <h3>{t('coverage.listTitle', { area: areaName })}</h3>
        <ul>
          {countries.map((country) => (
            <li key={country.code} lang={locale}>
              {country.name[locale]}
            </li>
          ))}
        </ul>
      </div>
      <figure className="calc-coverage__figure">
        <CoverageMap covered={covered} label={t('coverage.mapLabel', { area: areaName })} locale={locale} />
        <figcaption>
          <ul className="calc-map__legend">
            <li className="calc-map__key calc-map__key--covered">{t('coverage.legend.covered')}</li>
            <li className="calc-map__key calc-map__key--other">{t('coverage.legend.other')}</li>
            <li className="calc-map__key calc-map__key--home">{t('coverage.legend.home')}</li>
          </ul>
          <p className="calc-coverage__source">{t('coverage.source')}</p>
        </figcaption>
      </figure>
    </div>
  );
}
