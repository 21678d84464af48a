import { schema, type Answer, type InsurerClient } from '@greencard/api';

/** POST /confirmContractPayment: how the contract's payment stands. */
const PaymentConfirmation = schema(({ type, enums, string, number }) =>
  type({ status: enums(['PAID', 'DECLINED', 'PENDING']), contractNumber: string(), contractId: number() }),
);
export type PaymentConfirmation = Answer<typeof PaymentConfirmation>;
export type PaymentStatus = PaymentConfirmation['status'];

/**
 * POST /confirmContractPayment: the status of the contract's payment. `params` is what the provider sent back to the
 * return URL; the insurer asks the provider itself and refuses a payment of another contract.
 */
export const confirmContractPayment = (
  client: InsurerClient,
  provider: string,
  contractId: number,
  params: Record<string, string>,
): Promise<PaymentConfirmation> =>
  client.call(
    { method: 'POST', url: '/confirmContractPayment', data: { provider, contract_id: contractId, params } },
    PaymentConfirmation,
    'serverError',
  );
