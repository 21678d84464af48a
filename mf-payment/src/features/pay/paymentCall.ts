import { schema, type Answer, type InsurerClient } from '@greencard/api';

export interface PaymentRequest {
  contractId: number;
  /** The premium minus reserved points, UAH. */
  amount: number;
  successUrl: string;
  failUrl: string;
  /** Instalments only: 3 to 24. */
  months?: number;
}

/** POST /payment/{provider}: the provider's or bank's page. */
const PaymentPage = schema(({ type, string }) => type({ url: string() }));
export type PaymentPage = Answer<typeof PaymentPage>;

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

/** POST /payment/{provider}: the page the buyer pays on; a retry passes its attempt's key. */
export const createPayment = async (
  client: InsurerClient,
  provider: string,
  request: PaymentRequest,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<PaymentPage> =>
  client.call(
    {
      method: 'POST',
      url: `/payment/${providerSegment(provider)}`,
      idempotencyKey,
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
  );
