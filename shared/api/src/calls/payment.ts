import { PaymentConfirmation, PaymentPage, type PaymentProvider } from '../schemas';
import { call, type CallContext } from './context';

export interface PaymentRequest {
  contractId: number;
  /** The premium minus reserved points, UAH. */
  amount: number;
  successUrl: string;
  failUrl: string;
  /** Instalments only: 3 to 24. */
  months?: number;
}

// No call signs provider requests: the insurer settles payments with the providers server to server, and a
// browser must never be able to ask for a provider's signature.
export function paymentCalls(context: CallContext) {
  return {
    /** POST /payment/{provider}: the page the buyer pays on. */
    createPayment: (provider: PaymentProvider, request: PaymentRequest): Promise<PaymentPage> =>
      call(
        context,
        {
          method: 'POST',
          url: `/payment/${provider}`,
          data: {
            contract_id: request.contractId,
            amount: request.amount,
            successUrl: request.successUrl,
            failUrl: request.failUrl,
            ...(request.months === undefined ? {} : { months: request.months }),
          },
        },
        PaymentPage,
        'serverError',
      ),

    /**
     * POST /confirmContractPayment: the status of the contract's payment. `params` is what the provider sent back
     * to the return URL; the insurer asks the provider itself and refuses a payment of another contract.
     */
    confirmContractPayment: (
      provider: PaymentProvider,
      contractId: number,
      params: Record<string, string>,
    ): Promise<PaymentConfirmation> =>
      call(
        context,
        { method: 'POST', url: '/confirmContractPayment', data: { provider, contract_id: contractId, params } },
        PaymentConfirmation,
        'serverError',
      ),
  };
}
