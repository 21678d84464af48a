import { useTranslation } from '@greencard/i18n';
import type { PaymentProvider } from '../providers/providers';
import { marksFor, repeatsLabel, type PaymentMark } from './paymentMarks';

/**
 * The marks of a payment method, drawn here as text and simple shapes (no third-party logo files): the provider's
 * name or the bank, and the card brands. Each has a text alternative; one that repeats the option's label is hidden
 * from screen readers. `id` lets the option's radio take the marks as its description.
 */
export function PaymentMarks({ method, id }: { method: PaymentProvider; id?: string }) {
  return (
    <span className="payment-marks" id={id}>
      {marksFor(method).map((mark) => (
        <Mark key={mark} mark={mark} />
      ))}
    </span>
  );
}

function Mark({ mark }: { mark: PaymentMark }) {
  const { t } = useTranslation('payment');
  const name = t(`marks.${mark}`);
  const hidden = repeatsLabel(mark) || undefined;
  switch (mark) {
    case 'mastercard':
      return (
        <span className={`payment-mark payment-mark--${mark}`} aria-hidden={hidden}>
          <svg viewBox="0 0 30 18" width="30" height="18" aria-hidden="true" focusable="false">
            <circle cx="10" cy="9" r="8" fill="#eb001b" />
            <circle cx="20" cy="9" r="8" fill="#f79e1b" fillOpacity="0.85" />
          </svg>
          <span className="visually-hidden">{name}</span>
        </span>
      );
    case 'bank':
      return (
        <span className={`payment-mark payment-mark--${mark}`} aria-hidden={hidden}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M10 2 2 6.5V8h16V6.5z M3 16h14v2H3z M4.5 9.5h2v5h-2z M9 9.5h2v5H9z M13.5 9.5h2v5h-2z"
              fill="currentColor"
            />
          </svg>
          {name}
        </span>
      );
    default:
      return (
        <span className={`payment-mark payment-mark--${mark}`} aria-hidden={hidden}>
          {name}
        </span>
      );
  }
}
