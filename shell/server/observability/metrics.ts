// What the shop server counts, in Prometheus' format (docs/operations.md). Every label comes from a closed list: a
// route template, a method, a status code, a call of the allow-list, a journey event, a step and its build, a payment
// provider of the allow-list. Nothing a buyer typed (a contract number, a phone, an id) ever becomes a label.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: a page from the cache takes a millisecond, an insurer call may take up to its 15 s timeout. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export interface ShopMetrics {
  registry: Registry;
  httpRequests: Histogram<'route' | 'method' | 'status'>;
  insurerCalls: Histogram<'call' | 'outcome'>;
  journey: Counter<'event' | 'step' | 'build' | 'provider'>;
  vitals: Histogram<'name' | 'page' | 'step' | 'build'>;
  layoutShift: Histogram<'page' | 'step' | 'build'>;
  pageProblems: Counter<'kind' | 'page' | 'step' | 'build'>;
  stepBuilds: Counter<'event' | 'step' | 'build'>;
  stepInsurerCalls: Counter<'step' | 'build' | 'outcome'>;
  canaryVerdicts: Counter<'step' | 'verdict'>;
  canaryHeld: Gauge<'step'>;
  sms: Counter<'outcome'>;
  registryRefused: Counter<'reason'>;
}

/** Seconds of a real buyer's page: web.dev's good and poor bounds (LCP 2.5/4 s, INP 0.2/0.5 s, TTFB 0.8/1.8 s) fall on bounds. */
const PAGE_SECONDS = [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10, 20];

/** The shop's metrics in a registry of their own (one per server, so tests and replicas in one process never mix). */
export function createShopMetrics(): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Requests to the shop server by route template, method and status, and how long each took',
      labelNames: ['route', 'method', 'status'],
      buckets: SECONDS,
      registers: [registry],
    }),
    insurerCalls: new Histogram({
      name: 'shop_insurer_call_duration_seconds',
      help: "Insurer calls by call of the allow-list and outcome (2xx, 4xx, 5xx, unreachable, timeout), until the insurer's answer began",
      labelNames: ['call', 'outcome'],
      buckets: SECONDS,
      registers: [registry],
    }),
    journey: new Counter({
      name: 'shop_journey_events_total',
      help: "The buyer's journey as the gateway sees it, by event, the step that owns the call, its build and the payment provider",
      labelNames: ['event', 'step', 'build', 'provider'],
      registers: [registry],
    }),
    vitals: new Histogram({
      name: 'shop_web_vital_seconds',
      help: "Real buyers' LCP, INP and TTFB by page, the step that owns the page and its build",
      labelNames: ['name', 'page', 'step', 'build'],
      buckets: PAGE_SECONDS,
      registers: [registry],
    }),
    layoutShift: new Histogram({
      name: 'shop_web_vital_cls',
      help: "Real buyers' cumulative layout shift by page, the step that owns the page and its build",
      labelNames: ['page', 'step', 'build'],
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers: [registry],
    }),
    pageProblems: new Counter({
      name: 'shop_page_problems_total',
      help: "Problems buyers' pages reported: a step that failed to load, a hydration mismatch, a reload for a stale chunk",
      labelNames: ['kind', 'page', 'step', 'build'],
      registers: [registry],
    }),
    stepBuilds: new Counter({
      name: 'shop_step_builds_total',
      help:
        'Buyers given a build of a step (event "given", while it shares its buyers with another), pages that ran it (event "page"), ' +
        'and, during a canary, its buyers (event "buyer": sessions given it that arrived at the step with the journey the shop saw, once each) ' +
        'and of them those who then made an insurer call of a later step (event "reached")',
      labelNames: ['event', 'step', 'build'],
      registers: [registry],
    }),
    stepInsurerCalls: new Counter({
      name: 'shop_step_insurer_calls_total',
      help: "Insurer calls by the step that owns the call, the buyer's build of that step, and outcome (2xx, 4xx, 5xx, unreachable, timeout)",
      labelNames: ['step', 'build', 'outcome'],
      registers: [registry],
    }),
    canaryVerdicts: new Counter({
      name: 'shop_canary_verdicts_total',
      help: "The canary's moves by step and verdict: pass (a next stage or the whole release), fail (rolled back), hold (not enough buyers for too long, or worse only by its pages' word)",
      labelNames: ['step', 'verdict'],
      registers: [registry],
    }),
    canaryHeld: new Gauge({
      name: 'shop_canary_held',
      help: "1 while a step's canary holds (for want of buyers, or worse only by its pages' word), 0 while it is under way; absent without a canary",
      labelNames: ['step'],
      registers: [registry],
    }),
    sms: new Counter({
      name: 'shop_sms_total',
      help: 'Text messages the insurer sent for buyers (outcome "sent"), and those an SMS budget refused, by budget: sessionPhone, phone, phoneDay, ownerDay, session, client, country, ceiling',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    registryRefused: new Counter({
      name: 'shop_registry_refused_total',
      help: 'Edits of the registry the server refused, keeping its last good one, by reason: malformed, droppedCheck, unmetUse, build, unreachable',
      labelNames: ['reason'],
      registers: [registry],
    }),
  };
}
