import { enums, number, string, type, type Infer } from 'superstruct';

/** POST /payment/{provider}: the provider's or bank's page. */
export const PaymentPage = type({ url: string() });
export type PaymentPage = Infer<typeof PaymentPage>;

/** POST /confirmContractPayment. */
export const PaymentConfirmation = type({
  status: enums(['PAID', 'DECLINED', 'PENDING']),
  contractNumber: string(),
  contractId: number(),
});
export type PaymentConfirmation = Infer<typeof PaymentConfirmation>;
export type PaymentStatus = PaymentConfirmation['status'];
