import { idempotencyHeaders } from '../idempotency';
import { PaymentConfirmation, PaymentPage } from '../schemas';
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

/**
 * A provider's name as the wire carries it, in the path of POST /payment/{provider}: one path segment. The payment
 * step owns its list of providers; a name that could leave the segment would reach another insurer path.
 */
function providerSegment(provider: string): string {
  if (!/^[a-z][a-z0-9_-]{0,31}$/.test(provider)) throw new TypeError(`"${provider}" is not a payment provider's name`);
  return provider;
}

// No call signs provider requests: the insurer settles payments with the providers server to server, and a
// browser must never be able to ask for a provider's signature.
export function paymentCalls(context: CallContext) {
  return {
    /** POST /payment/{provider}: the page the buyer pays on; a retry passes its attempt's key. */
    createPayment: async (
      provider: string,
      request: PaymentRequest,
      options: { idempotencyKey?: string } = {},
    ): Promise<PaymentPage> =>
      call(
        context,
        {
          method: 'POST',
          url: `/payment/${providerSegment(provider)}`,
          headers: idempotencyHeaders(options.idempotencyKey),
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
      provider: string,
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
