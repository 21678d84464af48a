// What the gateway's forwarded calls add to the metrics: each insurer call by call and outcome with its latency, and
// the journey event it stands for with the step that owns the call and that step's build (docs/operations.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callName, type OwnedCall } from '@greencard/step-contract';
import type { Registry } from '../registry/registry';
import { journeyEventOf, providersOf } from './journeyEvents';
import type { ShopMetrics } from './metrics';
import { stepBuildFor } from './stepBuild';
import type { CanaryCounts } from '../canary/shopCanary';

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
  confirmedProvider: unknown = undefined;
  confirmedStatus: unknown = undefined;
  codeRight = false;
  constructor(
    readonly call: Call,
    readonly startedAt: number,
    private readonly now: () => number,
  ) {}

  /** The insurer's answer began (its headers). */
  answered() {
    this.answeredAt ??= this.now();
  }

  fail(status: keyof typeof FAILURES) {
    this.failed = status;
    this.answeredAt ??= this.now();
  }

  confirm(provider: unknown, status: unknown) {
    this.confirmedProvider = provider;
    this.confirmedStatus = status;
  }
}

export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function gatewayMetrics(
  metrics: ShopMetrics,
  { now = () => performance.now(), canary }: { now?: () => number; canary?: CanaryCounts } = {},
) {
  /** The providers of each allow-list, found once per registry read rather than once per call. */
  const providers = new WeakMap<ReadonlyMap<string, OwnedCall>, ReadonlySet<string>>();
  const providersOfCalls = (calls: ReadonlyMap<string, OwnedCall>) => {
    let found = providers.get(calls);
    if (!found) providers.set(calls, (found = providersOf(calls.values())));
    return found;
  };
  return {
    /** The call leaves for the insurer. */
    started: (call: Call) => new Forwarding(call, now(), now),
    /** The answer went back to the browser: the call is counted once. */
    finished(request: FastifyRequest, reply: FastifyReply, forwarding: Forwarding) {
      const { owned, registry, calls } = forwarding.call;
      const { owner, call } = owned;
      const outcome = forwarding.failed ? FAILURES[forwarding.failed] : statusClass(reply.statusCode);
      const seconds = ((forwarding.answeredAt ?? now()) - forwarding.startedAt) / 1000;
      metrics.insurerCalls.observe({ call: callName(call), outcome }, seconds);
      const build = stepBuildFor(owner, registry);
      metrics.stepInsurerCalls.inc({ step: owner, build, outcome });
      // The buyer's calls are what the canary saw itself (docs/step-release.md, "Who a canary counts"); counted beside
      // the answer, never in its way: a count the store missed costs a figure, not a call.
      canary
        ?.called(request, owner, outcome === '4xx' || outcome === '5xx')
        .catch((error: unknown) => request.log.warn({ err: error }, 'the canary did not count a call'));
      if (forwarding.failed) return;
      const point = journeyEventOf(
        {
          call,
          status: reply.statusCode,
          confirmed: { provider: forwarding.confirmedProvider, status: forwarding.confirmedStatus },
          codeRight: forwarding.codeRight,
        },
        providersOfCalls(calls),
      );
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
