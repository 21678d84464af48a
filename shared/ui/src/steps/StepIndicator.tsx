import { useTranslation } from '@greencard/i18n';

/** Where a step stands among all of them, as digits that read the same in every language: '2/4'. */
export function stepPosition(index: number, total: number): string {
  return `${index + 1}/${total}`;
}

interface StepIndicatorStep {
  id: string;
  label: string;
}

export interface StepIndicatorProps {
  /** What the list is, e.g. 'Purchase steps'. */
  label: string;
  steps: readonly StepIndicatorStep[];
  /** The id of the step the buyer is on. */
  current: string;
}

/**
 * Where the buyer is in the purchase and what is left: an ordered list, the current step marked aria-current.
 * The current step carries its position as well ('2/4'): on a phone the other steps show only their numbers, so
 * the current one says where it stands in words and digits a buyer reads at a glance. A screen reader hears the
 * position from the list itself, so the digits are hidden from it.
 */
export function StepIndicator({ label, steps, current }: StepIndicatorProps) {
  const { t } = useTranslation('common');
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <ol className="gc-steps" aria-label={label}>
      {steps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={`gc-steps__item is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="gc-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="gc-steps__text">
              <span className="gc-steps__label">{step.label}</span>
              {state === 'current' ? (
                <span className="gc-steps__position" aria-hidden="true">
                  {stepPosition(index, steps.length)}
                </span>
              ) : null}
            </span>
            {state === 'done' ? <span className="visually-hidden"> ({t('steps.completed')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
