import type { ReactNode } from 'react';
import { useTranslation } from '@greencard/i18n';
import { StatusIcon, type StatusTone } from './StatusIcon';

interface Props {
  tone: StatusTone;
  /** The outcome in a few words ('Paid', 'Not paid', 'Waiting for the bank's decision'). */
  status: string;
  /** What the outcome means for the buyer, and the contract it is about. */
  children?: ReactNode;
}

/**
 * The outcome of a payment, stated plainly at the top of a result or return page: a named region ('Payment status')
 * with the status in words beside an icon that repeats it for the eye.
 */
export function StatusPanel({ tone, status, children }: Props) {
  const { t } = useTranslation('payment');
  return (
    <section className={`payment-status payment-status--${tone}`} aria-label={t('status.label')}>
      <StatusIcon tone={tone} />
      <div className="payment-status__body">
        <p className="payment-status__title">{status}</p>
        {children}
      </div>
    </section>
  );
}
