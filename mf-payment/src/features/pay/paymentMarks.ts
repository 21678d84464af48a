// Which marks a payment method shows: what a buyer looks for before choosing it.
import { isCardProvider, type CardProvider, type PaymentProvider } from '../providers/providers';

/** A card provider's name, a card brand, or the bank that lends. */
export type PaymentMark = CardProvider | 'visa' | 'mastercard' | 'bank';

/** The card brands the card providers take. */
const CARD_BRANDS = ['visa', 'mastercard'] as const satisfies readonly PaymentMark[];

/** A card provider shows its name and the card brands it takes; instalments show the bank that lends. */
export function marksFor(method: PaymentProvider): PaymentMark[] {
  return isCardProvider(method) ? [method, ...CARD_BRANDS] : ['bank'];
}

/**
 * Whether a mark only repeats what the option's own label says (the provider's name, the bank): such a mark is
 * hidden from screen readers, which hear the label already. The card brands are said, as the option's description.
 */
export function repeatsLabel(mark: PaymentMark): boolean {
  return mark !== 'visa' && mark !== 'mastercard';
}
