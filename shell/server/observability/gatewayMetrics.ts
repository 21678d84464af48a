// What the gateway's forwarded calls add to the metrics: each insurer call by call and outcome with its latency, and
// the journey event it stands for with the step that owns the call and that step's build (docs/operations.md). Each
// event is one call that succeeded, named by the event its owner declares (step.json's "event", a closed list), and a
// payment's outcome is the status the insurer answered to the call whose answer is a payment confirmation. Only what
// is on these closed lists becomes a label.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callName, type JourneyEvent as CallEvent, type OwnedCall, type StepCall } from '@greencard/step-contract';
import type { Registry } from '../registry/registry';
import type { ShopMetrics } from './metrics';
import { stepBuildFor } from './stepBuild';
import type { CanaryCounts } from '../canary/shopCanary';
import type { SmsBudgetName } from '../limits/smsBudget';

type JourneyEvent = CallEvent | 'paid' | 'declined';

/** A forwarded call: its call of the allow-list, the status the insurer answered, and what the gateway read of it. */
type ForwardedCall = { call: StepCall; status: number } & Partial<Pick<Forwarding, 'confirmed' | 'codeRight'>>;

/** A provider that is not one of the allow-list's payment calls (a forged confirm body) is counted as this. */
const OTHER_PROVIDER = 'other';

/**
 * The journey event a forwarded call stands for, or undefined (a failed call, or one that is no journey event). A
 * payment's provider is one the allow-list's payment calls (`calls`) name, looked for only for a confirmation.
 */
export function journeyEventOf(
  { call, status, confirmed, codeRight }: ForwardedCall,
  calls: Iterable<{ call: StepCall }>,
): { event: JourneyEvent; provider?: string } | undefined {
  if (status < 200 || status >= 300) return undefined;
  if (call.answer === 'paymentConfirmation' && confirmed) {
    const known =
      Array.from(calls, (declared) => declared.call.provider).find((named) => named === confirmed.provider) ??
      OTHER_PROVIDER;
    if (confirmed.status === 'PAID') return { event: 'paid', provider: known };
    if (confirmed.status === 'DECLINED') return { event: 'declined', provider: known };
    return undefined;
  }
  // A wrong code is answered 200 too: only a right one signs (rules D5).
  if (call.answer === 'codeCheck' && !codeRight) return undefined;
  if (!call.event) return undefined;
  return call.provider ? { event: call.event, provider: call.provider } : { event: call.event };
}

/** How a call ended without an insurer answer (docs/shop-server.md: 502 unreachable, 504 too slow). */
const FAILURES = { 502: 'unreachable', 504: 'timeout' } as const;

/** What a call leaves with: the call of the allow-list with who declares it (a step, or "shell"), in its registry. */
interface Call {
  owned: OwnedCall;
  registry: Registry;
  /** The allow-list's declared calls, whose payment calls name the providers. */
  calls: ReadonlyMap<string, OwnedCall>;
}

/**
 * One call on its way, with every field from the start: one shape for all, not a property added at each stage,
 * which a profile of the gateway under load found among its costs (docs/operations.md). The gateway keeps it on its
 * request's call in flight.
 */
export class Forwarding {
  answeredAt: number | undefined = undefined;
  failed: keyof typeof FAILURES | undefined = undefined;
  /** A payment confirmation's provider (as the body named it) and the insurer's `data.status`. */
  confirmed: { provider: unknown; status: unknown } | undefined = undefined;
  /** A code check's verdict: whether the code was right. */
  codeRight = false;
  readonly startedAt = performance.now();
  constructor(readonly call: Call) {}

  /** The insurer's answer began (its headers). */
  answered() {
    this.answeredAt ??= performance.now();
  }

  fail(status: keyof typeof FAILURES) {
    this.failed = status;
    this.answeredAt ??= performance.now();
  }

  confirm(provider: unknown, status: unknown) {
    this.confirmed = { provider, status };
  }
}

export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;

export function gatewayMetrics(metrics: ShopMetrics, { canary }: { canary?: CanaryCounts } = {}) {
  return {
    /** A text message the insurer sent for a buyer ("sent"), or the SMS budget that refused it. */
    sms: (outcome: 'sent' | SmsBudgetName) => metrics.sms.inc({ outcome }),
    /** The call leaves for the insurer. */
    started: (call: Call) => new Forwarding(call),
    /** The call ended and its answer (or failure) goes back to the browser: the call is counted once. */
    finished(request: FastifyRequest, reply: FastifyReply, forwarding: Forwarding) {
      const { owned, registry, calls } = forwarding.call;
      const { owner, call } = owned;
      const outcome = forwarding.failed ? FAILURES[forwarding.failed] : `${Math.floor(reply.statusCode / 100)}xx`;
      const seconds = ((forwarding.answeredAt ?? performance.now()) - forwarding.startedAt) / 1000;
      metrics.insurerCalls.observe({ call: callName(call), outcome }, seconds);
      const build = stepBuildFor(owner, registry);
      metrics.stepInsurerCalls.inc({ step: owner, build, outcome });
      // The buyer's calls are what the canary saw itself (docs/step-release.md, "Who a canary counts"); counted beside
      // the answer, never in its way: a count the store missed costs a figure, not a call.
      canary
        ?.called(request, owner, outcome === '4xx' || outcome === '5xx')
        .catch((error: unknown) => request.log.warn({ err: error }, 'the canary did not count a call'));
      if (forwarding.failed) return;
      const { confirmed, codeRight } = forwarding;
      const point = journeyEventOf({ call, status: reply.statusCode, confirmed, codeRight }, calls.values());
      if (!point) return;
      metrics.journey.inc({
        event: point.event,
        step: owner,
        build,
        ...(point.provider ? { provider: point.provider } : {}),
      });
    },
  };
}
