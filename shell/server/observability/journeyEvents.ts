// The buyer's journey read from the insurer calls the gateway forwards (docs/operations.md): each event is one call
// that succeeded, named by the event its owner declares (step.json's "event", a closed list), and a payment's outcome
// is the status the insurer answered to the call whose answer is a payment confirmation. Only what is on these closed
// lists becomes a label.
import type { JourneyEvent as CallEvent, StepCall } from '@greencard/step-contract';

type JourneyEvent = CallEvent | 'paid' | 'declined';

export interface ForwardedCall {
  call: StepCall;
  /** The status the insurer answered. */
  status: number;
  /** A payment confirmation's provider (as the body named it) and the insurer's `data.status`. */
  confirmed?: { provider: unknown; status: unknown };
  /** A code check's verdict: whether the code was right. */
  codeRight?: boolean;
}

/** A provider that is not one of the allow-list's payment calls (a forged confirm body) is counted as this. */
const OTHER_PROVIDER = 'other';

/** The payment providers of the allow-list: those its payment calls name. */
export function providersOf(calls: Iterable<{ call: StepCall }>): Set<string> {
  const providers = new Set<string>();
  for (const { call } of calls) if (call.provider) providers.add(call.provider);
  return providers;
}

/** The journey event a forwarded call stands for, or undefined (a failed call, or one that is no journey event). */
export function journeyEventOf(
  { call, status, confirmed, codeRight }: ForwardedCall,
  providers: ReadonlySet<string>,
): { event: JourneyEvent; provider?: string } | undefined {
  if (status < 200 || status >= 300) return undefined;
  if (call.answer === 'paymentConfirmation' && confirmed) {
    const { provider } = confirmed;
    const known = typeof provider === 'string' && providers.has(provider) ? provider : OTHER_PROVIDER;
    if (confirmed.status === 'PAID') return { event: 'paid', provider: known };
    if (confirmed.status === 'DECLINED') return { event: 'declined', provider: known };
    return undefined;
  }
  // A wrong code is answered 200 too: only a right one signs (rules D5).
  if (call.answer === 'codeCheck' && !codeRight) return undefined;
  if (!call.event) return undefined;
  return call.provider ? { event: call.event, provider: call.provider } : { event: call.event };
}
