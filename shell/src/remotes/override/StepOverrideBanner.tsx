import { useTranslation, addTranslations, bundledTexts } from '@greencard/i18n';
import { Notice } from '@greencard/ui';
import { originOf, OVERRIDE_PARAM, type StepOverrides } from './takeStepOverrides';
import { en, OVERRIDE_NS, uk } from './overrideTexts';

const OVERRIDE_TEXTS = bundledTexts({ uk, en });

/**
 * While a test build is loaded in this browser, or one was refused, the page says so: a team never mistakes its
 * build for the live one, and nobody runs one without knowing. The clear link goes back to the registry's builds.
 */
export function StepOverrideBanner({ overrides, pathname }: { overrides: StepOverrides; pathname: string }) {
  const { t, i18n } = useTranslation(OVERRIDE_NS);
  const active = Object.entries(overrides.active);
  if (active.length === 0 && overrides.refused.length === 0) return null;
  // At hand in both languages (only QA sees the banner), so they are in before this render reads them.
  void addTranslations(i18n, OVERRIDE_NS, OVERRIDE_TEXTS);
  const clear = `${pathname}?${OVERRIDE_PARAM}=clear`;
  return (
    <section className="container step-override" aria-label={t('label')}>
      {active.map(([step, manifest]) => (
        <Notice key={step} tone="warning">
          {t('active', { step, manifest })}: <a href={clear}>{t('clear')}</a>
        </Notice>
      ))}
      {overrides.refused.map(({ step, manifest }) => (
        <Notice key={`refused-${step}-${manifest}`} tone="warning">
          {t('refused', { step, manifest, origin: originOf(manifest) ?? manifest })}
        </Notice>
      ))}
    </section>
  );
}
