import { addTranslations, type i18n } from '@greencard/i18n';
import { journeyRefusal } from './journeyRefusal';
import type { StepDefinition } from './StepRoot';

/**
 * Loads a step's texts in the page's language before it renders, in the browser and on the server alike, so its
 * first render is translated and matches the server's. A step built for another journey major gets none: it only
 * shows the refusal, in the shared texts.
 */
export async function loadStepTexts(step: StepDefinition, i18n: i18n): Promise<void> {
  if (!step.translations || journeyRefusal(step) !== undefined) return;
  await addTranslations(i18n, step.translations.ns, step.translations.load);
}
