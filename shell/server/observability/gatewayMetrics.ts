// What the gateway's forwarded calls add to the metrics: each insurer call by call and outcome with its latency, and
// the journey event it stands for with the step that owns the call and that step's build (docs/operations.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteRegistry } from '../remotes';
import { CONFIRM_PAYMENT, journeyEventOf, providersOf } from './journeyEvents';
import type { ShopMetrics } from './metrics';
import { stepBuildFor } from './stepBuild';

/** How a call ended without an insurer answer (docs/shop-server.md: 502 unreachable, 504 too slow). */
const FAILURES = { 502: 'unreachable', 504: 'timeout' } as const;

interface Forwarding {
  method: string;
  path: string;
  /** The step whose step.json declares the call, or "shell". */
  owner: string;
  registry: RemoteRegistry;
  /** The allow-list's declared calls by "METHOD /path", whose payment calls name the providers. */
  calls: ReadonlyMap<string, unknown>;
  startedAt: number;
  answeredAt?: number;
  failed?: keyof typeof FAILURES;
  confirmedProvider?: unknown;
  confirmedStatus?: unknown;
}

export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function gatewayMetrics(metrics: ShopMetrics, now: () => number = () => performance.now()) {
  // Keyed by the request object only: reply-from hands its hooks the request under a wider server type.
  const forwarded = new WeakMap<object, Forwarding>();
  /** The providers of each allow-list, found once per registry read rather than once per call. */
  const providers = new WeakMap<ReadonlyMap<string, unknown>, ReadonlySet<string>>();
  const providersOfCalls = (calls: ReadonlyMap<string, unknown>) => {
    let found = providers.get(calls);
    if (!found) providers.set(calls, (found = providersOf(calls.keys())));
    return found;
  };
  return {
    /** The call leaves for the insurer. */
    started(request: object, call: Omit<Forwarding, 'startedAt'>) {
      forwarded.set(request, { ...call, startedAt: now() });
    },
    /** The insurer's answer began (its headers). */
    answered(request: object) {
      const forwarding = forwarded.get(request);
      if (forwarding && forwarding.answeredAt === undefined) forwarding.answeredAt = now();
    },
    failed(request: object, status: keyof typeof FAILURES) {
      const forwarding = forwarded.get(request);
      if (forwarding) Object.assign(forwarding, { failed: status, answeredAt: forwarding.answeredAt ?? now() });
    },
    /** Whether the call's answer must be read for its outcome (a payment's confirmation). */
    readsAnswer: (method: string, path: string) => `${method} ${path}` === CONFIRM_PAYMENT,
    confirmed(request: object, provider: unknown, status: unknown) {
      const forwarding = forwarded.get(request);
      if (forwarding) Object.assign(forwarding, { confirmedProvider: provider, confirmedStatus: status });
    },
    /** The answer went back to the browser: the call is counted once. */
    finished(request: FastifyRequest, reply: FastifyReply) {
      const forwarding = forwarded.get(request);
      if (!forwarding) return;
      forwarded.delete(request);
      const call = `${forwarding.method} ${forwarding.path}`;
      const outcome = forwarding.failed ? FAILURES[forwarding.failed] : statusClass(reply.statusCode);
      const seconds = ((forwarding.answeredAt ?? now()) - forwarding.startedAt) / 1000;
      metrics.insurerCalls.observe({ call, outcome }, seconds);
      if (forwarding.failed) return;
      const point = journeyEventOf(
        {
          method: forwarding.method,
          path: forwarding.path,
          status: reply.statusCode,
          confirmed: { provider: forwarding.confirmedProvider, status: forwarding.confirmedStatus },
        },
        providersOfCalls(forwarding.calls),
      );
      if (!point) return;
      metrics.journey.inc({
        event: point.event,
        step: forwarding.owner,
        build: stepBuildFor(forwarding.owner, forwarding.registry),
        ...(point.provider ? { provider: point.provider } : {}),
      });
    },
  };
}
