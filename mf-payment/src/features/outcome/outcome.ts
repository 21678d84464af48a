// Which words a settled payment is told in. A loan through the bank is never called a payment of the buyer's:
// the bank pays for the contract, and the buyer repays the bank.
import type { ParseKeys } from '@greencard/i18n';
import type { PaymentProvider } from '../providers/providers';

export type PaymentOutcome = 'cardPaid' | 'cardDeclined' | 'bankApproved' | 'bankDeclined';

/** A key of the payment namespace. */
export type PaymentKey = ParseKeys<'payment'>;

/** An i18n key of the payment namespace with the values it names. */
export interface Text {
  key: PaymentKey;
  values?: Record<string, string | number>;
}

export function settledOutcome(paid: boolean, method: PaymentProvider | undefined): PaymentOutcome {
  if (method === 'instalments') return paid ? 'bankApproved' : 'bankDeclined';
  return paid ? 'cardPaid' : 'cardDeclined';
}

/** The status panel's words for each outcome. */
export const OUTCOME_STATUS: Record<PaymentOutcome, PaymentKey> = {
  cardPaid: 'status.paid',
  cardDeclined: 'status.notPaid',
  bankApproved: 'status.paidByBank',
  bankDeclined: 'status.notPaid',
};

/** Whose the loan is and how it is repaid: with the term when the stored choice names it. */
export function loanText(months: number | undefined): Text {
  return months === undefined ? { key: 'outcome.loan' } : { key: 'outcome.loanMonths', values: { months } };
}

/** What /paySuccess says under its status: the outcome, and for a loan how it is repaid. */
export function resultExplanation(outcome: PaymentOutcome, months: number | undefined): Text[] {
  switch (outcome) {
    case 'cardPaid':
      return [{ key: 'outcome.cardPaid' }];
    case 'cardDeclined':
      return [{ key: 'outcome.cardDeclined' }];
    case 'bankApproved':
      return [{ key: 'outcome.bankApproved' }, loanText(months)];
    case 'bankDeclined':
      return [{ key: 'outcome.bankDeclined' }];
  }
}

/**
 * The h1 of /paySuccess: the spec's titles (rules §8), a bank's refusal under "Could not be paid" too; the line
 * below it (resultExplanation) says it was the bank.
 */
export function resultTitle(outcome: PaymentOutcome): `payment:${PaymentKey}` {
  switch (outcome) {
    case 'cardPaid':
    case 'bankApproved':
      return 'payment:outcome.paidTitle';
    case 'cardDeclined':
    case 'bankDeclined':
      return 'payment:outcome.notPaidTitle';
  }
}

/**
 * A return with no decision yet: the bank reviews an instalment application, while a card payment waits only for
 * the bank's confirmation to reach the provider.
 */
export function pendingText(provider: PaymentProvider): { status: PaymentKey; text: PaymentKey } {
  return provider === 'instalments'
    ? { status: 'status.waitingBank', text: 'confirming.pending' }
    : { status: 'status.waitingCard', text: 'confirming.pendingCard' };
}
