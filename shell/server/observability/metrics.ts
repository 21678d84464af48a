// What the shop server counts, in Prometheus' format (docs/operations.md). Every label comes from a closed list: a
// route template, a method, a status code, a call of the allow-list, a journey event, a step and its build, a payment
// provider of the allow-list. Nothing a buyer typed (a contract number, a phone, an id) ever becomes a label. /metrics
// is on a port of its own (METRICS_PORT, 127.0.0.1 by default), never the buyers', so only the operator's scraper
// reaches it.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Manifest } from '@greencard/release/releaseProblems';

/** Seconds: a page from the cache takes a millisecond, an insurer call may take up to its 15 s timeout. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/** Seconds of a real buyer's page: web.dev's good and poor bounds (LCP 2.5/4 s, INP 0.2/0.5 s, TTFB 0.8/1.8 s) fall on bounds. */
const PAGE_SECONDS = [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10, 20];

/**
 * The shop's metrics in a registry of their own (one per server, so tests and replicas in one process never mix), and
 * the build this server runs as `shop_build_info` (docs/operations.md, section 1), when it knows it.
 */
export function createShopMetrics(build?: ShopBuild) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // A metric's labels are its type's: counting with a label it has not is a type error.
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram({ name, help, labelNames, buckets, registers });
  if (build)
    new Gauge({
      name: 'shop_build_info',
      help: "1, labelled with the shop server's build: the shell build's version and build id (the commit or BUILD_ID)",
      labelNames: ['version', 'build'],
      registers,
    }).set(build, 1);
  return {
    registry,
    httpRequests: histogram(
      'shop_http_request_duration_seconds',
      'Requests to the shop server by route template, method and status, and how long each took',
      ['route', 'method', 'status'],
      SECONDS,
    ),
    insurerCalls: histogram(
      'shop_insurer_call_duration_seconds',
      "Insurer calls by call of the allow-list and outcome (2xx, 4xx, 5xx, unreachable, timeout), until the insurer's answer began",
      ['call', 'outcome'],
      SECONDS,
    ),
    journey: counter(
      'shop_journey_events_total',
      "The buyer's journey as the gateway sees it, by event, the step that owns the call, its build and the payment provider",
      ['event', 'step', 'build', 'provider'],
    ),
    vitals: histogram(
      'shop_web_vital_seconds',
      "Real buyers' LCP, INP and TTFB by page, the step that owns the page and its build",
      ['name', 'page', 'step', 'build'],
      PAGE_SECONDS,
    ),
    layoutShift: histogram(
      'shop_web_vital_cls',
      "Real buyers' cumulative layout shift by page, the step that owns the page and its build",
      ['page', 'step', 'build'],
      [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    ),
    pageProblems: counter(
      'shop_page_problems_total',
      "Problems buyers' pages reported: a step that failed to load, a hydration mismatch, a reload for a stale chunk",
      ['kind', 'page', 'step', 'build'],
    ),
    stepBuilds: counter(
      'shop_step_builds_total',
      'Buyers given a build of a step (event "given", while it shares its buyers with another), pages that ran it (event "page"), ' +
        'and, during a canary, its buyers (event "buyer": sessions given it that arrived at the step with the journey the shop saw, once each) ' +
        'and of them those who then made an insurer call of a later step (event "reached")',
      ['event', 'step', 'build'],
    ),
    stepInsurerCalls: counter(
      'shop_step_insurer_calls_total',
      "Insurer calls by the step that owns the call, the buyer's build of that step, and outcome (2xx, 4xx, 5xx, unreachable, timeout)",
      ['step', 'build', 'outcome'],
    ),
    canaryVerdicts: counter(
      'shop_canary_verdicts_total',
      "The canary's moves by step and verdict: pass (a next stage or the whole release), fail (rolled back), hold (not enough buyers for too long, or worse only by its pages' word)",
      ['step', 'verdict'],
    ),
    canaryHeld: new Gauge({
      name: 'shop_canary_held',
      help: "1 while a step's canary holds (for want of buyers, or worse only by its pages' word), 0 while it is under way; absent without a canary",
      labelNames: ['step'],
      registers,
    }),
    sms: counter(
      'shop_sms_total',
      'Text messages the insurer sent for buyers (outcome "sent"), and those an SMS budget refused, by budget: sessionPhone, phone, phoneDay, ownerDay, session, client, country, ceiling',
      ['outcome'],
    ),
    registryRefused: counter(
      'shop_registry_refused_total',
      'Edits of the registry the server refused, keeping its last good one, by reason: malformed, droppedCheck, unmetUse, build, unreachable',
      ['reason'],
    ),
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

/**
 * The shop server's own build (docs/operations.md, section 1): the shell build's version and build id (the commit's
 * short hash, or the pipeline's BUILD_ID), as its mf-manifest.json names them (the server bundle is built and deployed
 * with it); undefined for a folder that is no shell build (its server runs, unnamed). Its name is `<version>+<build>`,
 * the form a step's build takes on the page and in a release.
 */
export function shopBuildOf(manifest: Manifest) {
  const { version, build } = manifest.metaData?.greencard ?? {};
  return typeof version === 'string' && typeof build === 'string' ? { version, build } : undefined;
}

export type ShopBuild = NonNullable<ReturnType<typeof shopBuildOf>>;

export const buildName = ({ version, build }: ShopBuild) => `${version}+${build}`;

/** A request whose client closed its connection before the answer was sent, as nginx (the edge) logs it. */
const CLIENT_CLOSED = 499;

/** The methods a label may name; any other is "other" (a label never takes what a client wrote). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/**
 * The route template: /api/* for every insurer call (the call itself is in shop_insurer_call_duration_seconds), the
 * server's own routes by their template, /* for the built files, and "page" for a page (whatever its path: the
 * files' route hands a path that is no file to the page handler, which answers HTML).
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'page';
  if (route === '/*' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return 'page';
  return route;
}

/**
 * Every answered request, once: its line in `log` (in place of fastify's two, "incoming request" and "request
 * completed"), and its count by route template, method and status, with how long it took. A request whose buyer left
 * before its answer was sent (closed the page, gave up on a slow insurer) has no onResponse: it is logged and counted
 * when its connection closes, with the status the edge logs it by, 499 (docs/operations.md).
 */
export function recordEachRequest(
  app: FastifyInstance,
  { log, metrics }: { log: boolean; metrics: ShopMetrics | undefined },
) {
  // The line's keys are fixed and none holds personal data (the path has no query): the redaction pass, which walks
  // every key of an object of unknown shape three levels deep, cannot change it and cost a sixth of a forwarded call
  // (measured with npm run bench:server). Every other log call stays redacted (logging.ts).
  const accessLog = log ? app.log.child({}, { redact: { paths: [] } }) : undefined;
  if (!accessLog && !metrics) return;
  const record = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const route = routeLabel(request, reply);
    accessLog?.info(
      {
        reqId: request.id,
        // Never the query: it holds plates and ids.
        request: { method: request.method, route, path: request.url.split('?')[0] },
        status,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    metrics?.httpRequests.observe(
      { route, method: METHODS.has(request.method) ? request.method : 'other', status: String(status) },
      reply.elapsedTime / 1000,
    );
  };
  app.addHook('onResponse', async (request, reply) => record(request, reply, reply.statusCode));
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () => {
      if (!reply.sent) record(request, reply, CLIENT_CLOSED);
    });
    done();
  });
}

export function metricsServer(registry: Registry): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
  return app;
}
