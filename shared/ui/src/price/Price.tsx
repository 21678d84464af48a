import { formatPrice } from '@greencard/domain';

/** An amount in UAH as the shop writes it: '12 446.00 UAH' (rules §9). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  return (
    <data className={['gc-price', className].filter(Boolean).join(' ')} value={amount.toFixed(2)}>
      {formatPrice(amount)}
    </data>
  );
}
