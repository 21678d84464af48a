// The buyer's journey read from the insurer calls the gateway forwards (docs/operations.md): each event is one call of
// the insurer API (docs/insurer-api.md) that succeeded, and a payment's outcome is the status the insurer answered
// to confirmContractPayment. Only what is on these closed lists becomes a label.

type JourneyEvent =
  | 'offer_searched'
  | 'draft_saved'
  | 'code_sent'
  | 'signed'
  | 'points_used'
  | 'payment_started'
  | 'paid'
  | 'declined'
  | 'document_fetched';

/** The events one successful call stands for, by "METHOD /path". */
const EVENT_OF_CALL: Readonly<Record<string, JourneyEvent>> = {
  'GET /green/search': 'offer_searched',
  'POST /green/save/draft': 'draft_saved',
  'GET /sendCode': 'code_sent',
  'POST /checkCode': 'signed',
  'POST /loyalty/order': 'points_used',
  'GET /order/show': 'document_fetched',
};

const PAYMENT = /^\/payment\/([a-z0-9-]+)$/;
export const CONFIRM_PAYMENT = 'POST /confirmContractPayment';

/** A provider that is not one of the allow-list's payment calls (a forged confirm body) is counted as this. */
const OTHER_PROVIDER = 'other';

export interface ForwardedCall {
  method: string;
  path: string;
  /** The status the insurer answered. */
  status: number;
  /** confirmContractPayment: the provider the body named and the insurer's `data.status`. */
  confirmed?: { provider: unknown; status: unknown };
}

export interface JourneyPoint {
  event: JourneyEvent;
  provider?: string;
}

/** The payment providers of the allow-list: the `/payment/<provider>` calls the released steps declare. */
export function providersOf(callKeys: Iterable<string>): Set<string> {
  const providers = new Set<string>();
  for (const key of callKeys) {
    const match = key.startsWith('POST ') ? PAYMENT.exec(key.slice(5)) : null;
    if (match?.[1]) providers.add(match[1]);
  }
  return providers;
}

/** The journey event a forwarded call stands for, or undefined (a failed call, or one that is no journey event). */
export function journeyEventOf(call: ForwardedCall, providers: ReadonlySet<string>): JourneyPoint | undefined {
  if (call.status < 200 || call.status >= 300) return undefined;
  const key = `${call.method} ${call.path}`;
  const event = EVENT_OF_CALL[key];
  if (event) return { event };
  const started = call.method === 'POST' ? PAYMENT.exec(call.path) : null;
  if (started?.[1]) return { event: 'payment_started', provider: started[1] };
  if (key === CONFIRM_PAYMENT && call.confirmed) {
    const { provider, status } = call.confirmed;
    const known = typeof provider === 'string' && providers.has(provider) ? provider : OTHER_PROVIDER;
    if (status === 'PAID') return { event: 'paid', provider: known };
    if (status === 'DECLINED') return { event: 'declined', provider: known };
  }
  return undefined;
}

/** confirmContractPayment's answer: the `data.status` of `{data: {status}}`, or undefined for anything else. */
export function confirmedStatusOf(bytes: Buffer): unknown {
  try {
    return (JSON.parse(bytes.toString('utf8')) as { data?: { status?: unknown } }).data?.status;
  } catch {
    return undefined;
  }
}
