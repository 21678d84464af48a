import type { PaymentStatus } from './confirmationCall';

export type ConfirmationOutcome =
  | { kind: 'settled'; paid: boolean }
  /** Instalments the bank has not decided yet: the contract is sent once it approves them. */
  | { kind: 'pending' };

/** What the insurer's answer means for the journey: PAID issues the policy (rules D5), DECLINED may be paid again. */
export function confirmationOutcome(status: PaymentStatus): ConfirmationOutcome {
  switch (status) {
    case 'PAID':
      return { kind: 'settled', paid: true };
    case 'DECLINED':
      return { kind: 'settled', paid: false };
    case 'PENDING':
      return { kind: 'pending' };
  }
}
