// The shop server: the page and its assets, the remote registry, health, and /api, the only way from a browser to
// the insurer (docs/shop-server.md). Each concern is a fastify plugin of its own; this file only puts them together.
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { staticFileOptions } from '@greencard/serve';
import type { CompanyInfo } from '@greencard/step';
import type { ShellServerConfig } from './config';
import { shopCanary } from './canary/shopCanary';
import { installErrorHandling } from './errors';
import { gateway } from './gateway/gateway';
import { health } from './health';
import { fetchThroughServerOrigins } from './overrideOrigins';
import { installJsonBodyParser } from './jsonBody';
import { installLoadShedding } from './loadShedding';
import { gatewayMetrics } from './observability/gatewayMetrics';
import { lazyChildLogger, shopLogger } from './observability/logging';
import { buildCounter } from './observability/stepBuild';
import { pageReports } from './observability/pageReports';
import { recordEachRequest, type ShopMetrics } from './observability/metrics';
import type { ShopTracing } from './observability/tracing';
import { hashedRequests } from './page/hashedRequests';
import { pages } from './page/pages';
import { createRegistryJudge, shellManifestOf } from './registry/judgeRegistry';
import { recordGauge } from './releaseRecord/recordState';
import { serverRecord } from './releaseRecord/serverRecord';
import { releaseService } from './releaseRecord/releaseService';
import { createRegistryReader, parseRegistry, REFUSAL_REASONS } from './registry/registry';
import { installSecurityHeaders } from './securityHeaders';
import sessionPlugin from './session/sessionPlugin';
import { sharedState } from './sharedState';

export interface ServerOptions {
  /** JSON log lines (redacted, one per request) with this logger (main.ts), or to a stream (tests); none without. */
  logger?: NodeJS.WritableStream | FastifyBaseLogger;
  /** The clock of the session cookie, of journeys' ends and of the limits' counters in memory (tests). */
  now?: () => number;
  /** Draws the builds given by share (tests). */
  draw?: () => number;
  /** Where requests, insurer calls and the journey are counted; nothing is counted without. */
  metrics?: ShopMetrics;
  /** OpenTelemetry spans of requests and the calls they make (OTEL_EXPORTER_OTLP_ENDPOINT, tracing.ts); none without. */
  tracing?: ShopTracing;
  /** How the registry's judge loads each build's mf-manifest.json (tests); fetch by default. */
  fetchManifest?: typeof fetch;
}

export async function buildShopServer(
  config: ShellServerConfig,
  company: CompanyInfo,
  { logger, now, draw, metrics, tracing, fetchManifest }: ServerOptions = {},
): Promise<FastifyInstance> {
  const log = logger && ('child' in logger ? logger : shopLogger(config.logLevel, logger));
  const app = Fastify({
    ...(log ? { loggerInstance: log } : { logger: false }),
    // One line per request with its id, written by recordEachRequest, not fastify's two with the whole URL.
    logController: new LogController({ disableRequestLogging: true }),
    ...(logger ? { childLoggerFactory: lazyChildLogger } : {}),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
  });
  installErrorHandling(app);
  installJsonBodyParser(app);
  const shared = await sharedState(config.redisUrl, (error) => app.log.warn({ err: error }, 'redis'), now);
  app.addHook('onClose', async () => shared.close());
  recordEachRequest(app, { log: Boolean(logger), metrics });
  if (tracing) await tracing.spanRequests(app);

  installSecurityHeaders(app, config.behindTls);
  await installLoadShedding(app, config.maxEventLoopDelayMs);
  await app.register(sessionPlugin, {
    secrets: config.sessionSecrets,
    secure: config.behindTls,
    contracts: shared.contracts,
    now,
  });
  // The abuse limits count in the shared store when there is one (the plugin's own Redis store).
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared.redis ? { redis: shared.redis, nameSpace: 'gc:limit:' } : {}),
  });

  // The registry names each step's build and its pages: the routes, titles and 200/404 answers follow its changes.
  // The source's watch sees a change at once; a look at its stamp each second is the net (docs/shop-server.md).
  // Every build it names is judged as a release would be, whatever wrote the record (docs/step-release.md).
  const released = await serverRecord(config.registryFile, shared.redis, (message) => app.log.warn(message));
  const fetchBuild = fetchThroughServerOrigins(config.serverOrigins, fetchManifest);
  const judge = createRegistryJudge({ shell: shellManifestOf(config.distDir), fetchImpl: fetchBuild });
  const readRegistry = createRegistryReader(released.source, (message, level) => app.log[level](message), {
    origins: config.stepOrigins,
    judge,
    ...(metrics ? { refused: (reason: string) => metrics.registryRefused.inc({ reason }) } : {}),
    recheckMs: 1000,
  });
  app.addHook('onClose', (_app, closed) => {
    readRegistry.close();
    released.close();
    closed();
  });
  if (metrics) {
    recordGauge(metrics.registry, released.state);
    // Every reason, and the SMS ceiling's refusals, from the start at 0: an alert sees the first as an increase
    // (docs/operations.md), where a series that appears at 1 shows Prometheus none.
    for (const reason of REFUSAL_REASONS) metrics.registryRefused.inc({ reason }, 0);
    metrics.sms.inc({ outcome: 'ceiling' }, 0);
  }
  // The registry after a change must be one this server runs: refused here, not found broken by the replicas.
  const accept = (registry: Record<string, unknown>) =>
    parseRegistry(JSON.stringify(registry), { origins: config.stepOrigins });
  if (config.release) {
    const service = releaseService({
      record: released.record,
      teamsFile: config.release.teamsFile,
      shellManifestFile: path.join(config.distDir, 'mf-manifest.json'),
      accept,
      origins: config.stepOrigins,
      fetchImpl: fetchBuild,
      log: (message) => app.log.warn(message),
    });
    app.decorate('releaseService', service);
    app.addHook('onClose', async () => service.close());
  }

  // The canary watches the releases that asked for it, from every replica (docs/step-release.md).
  const canary = metrics
    ? shopCanary({
        config: config.canary,
        record: released.record,
        readRegistry,
        accept,
        metrics,
        counters: shared.counters,
        log: (message) => app.log.warn(message),
      })
    : undefined;
  if (canary) app.addHook('onClose', async () => canary.close());

  health(app, {
    insurerApiUrl: config.insurerApiUrl,
    comToken: config.comToken,
    record: { state: released.state, read: readRegistry },
    ...(metrics ? { registry: metrics.registry } : {}),
  });

  app.get('/registry.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send((await readRegistry()).registry),
  );

  // Buyers' pages report their vitals and problems; without metrics there is nowhere to add them, and no endpoint.
  if (metrics)
    pageReports(app, {
      metrics,
      readRegistry,
      perMinute: config.pageReportsPerMinute,
      counters: shared.counters,
      ...(canary ? { canary: canary.counts } : {}),
    });

  const template = readFileSync(path.join(config.distDir, 'index.html'), 'utf8');
  await app.register(
    fastifyStatic,
    staticFileOptions({ root: config.distDir, hashedRequests: hashedRequests(template) }),
  );
  await app.register(gateway, {
    prefix: '/api',
    config,
    companyId: company.id,
    readRegistry,
    shared,
    ...(now ? { now } : {}),
    ...(metrics ? { metrics: gatewayMetrics(metrics, canary ? { canary: canary.counts } : {}) } : {}),
  });
  await app.register(pages, {
    template,
    config,
    company,
    readRegistry,
    log: (message) => app.log.warn(message),
    fetchBuild,
    countBuild: metrics && buildCounter(metrics),
    draw,
  });
  return app;
}
