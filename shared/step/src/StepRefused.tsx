import { ErrorMessage } from '@greencard/ui';
import { useLocale } from './useLocale';

// Kept in the step's own build, not in the shell's texts: a step is refused exactly when the shell is not the one
// it was built for, and that shell may not have them.
const TEXTS = {
  uk: { title: 'Ця частина магазину оновлюється', text: 'Будь ласка, оновіть сторінку за кілька хвилин.' },
  en: { title: 'This part of the shop is being updated', text: 'Please reload the page in a few minutes.' },
};

/** Shown in place of a step built for another journey contract than the shop runs: retrying would not help. */
export function StepRefused() {
  const text = TEXTS[useLocale()];
  return (
    <section className="step-failure" aria-labelledby="step-refused-title">
      <h1 id="step-refused-title">{text.title}</h1>
      <ErrorMessage>{text.text}</ErrorMessage>
    </section>
  );
}
