import { PaymentConfirmation, PaymentPage, Signature, type PaymentProvider } from '../schemas';
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

export function paymentCalls(context: CallContext) {
  return {
    /** POST /sign: the insurer signs a provider request (D5). */
    sign: (key: PaymentProvider, body: string): Promise<Signature> =>
      call(context, { method: 'POST', url: '/sign', data: { key, body } }, Signature, 'serverError'),

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

    /** POST /confirmContractPayment with what came back to the return URL; the insurer asks the provider itself. */
    confirmContractPayment: (provider: PaymentProvider, params: Record<string, string>): Promise<PaymentConfirmation> =>
      call(
        context,
        { method: 'POST', url: '/confirmContractPayment', data: { provider, params } },
        PaymentConfirmation,
        'serverError',
      ),
  };
}
