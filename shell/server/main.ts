import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { seedRecord } from '@greencard/release/record';
import { buildShopServer } from './app';
import { loadCompany } from './company';
import { readServerConfig, type ShellServerConfig } from './config';
import { shopLogger } from './observability/logging';
import { buildName, createShopMetrics, metricsServer, shopBuildOf } from './observability/metrics';
import { startTracing } from './observability/tracing';
import { shellManifestOf } from './registry/judgeRegistry';
import { messageOf, parseRegistry } from './registry/registry';
import { redisRecord } from './releaseRecord/redisRecord';
import { connectRedis, whenReady } from './store/redisClient';

/** How long a stopping server lets requests under way finish. */
const SHUTDOWN_GRACE_MS = 5000;

/**
 * `node dist-server/server.js --seed-record`: the operator's seed of the shared release record with the deployment's
 * first registry (REGISTRY_FILE) as its first version, only when Redis holds none (docs/step-release.md, "The release
 * record").
 */
async function seedSharedRecord(config: ShellServerConfig, log: FastifyBaseLogger): Promise<number> {
  if (!config.redisUrl) {
    log.error('--seed-record seeds the release record in Redis: set REDIS_URL');
    return 2;
  }
  const { registryFile } = config;
  const text = readFileSync(registryFile, 'utf8');
  // Seeded only when the replicas would take it: a registry they refuse would leave every one of them without one.
  try {
    parseRegistry(text, { origins: config.stepOrigins });
  } catch (error) {
    log.error(`${registryFile} is not seeded: ${messageOf(error)}`);
    return 2;
  }
  const registry = JSON.parse(text) as Record<string, unknown>;
  const redis = connectRedis(config.redisUrl);
  redis.on('error', () => undefined);
  try {
    await whenReady(redis, 10_000);
    const seeded = await seedRecord(redisRecord(redis), registry, 'operator', `seeded from ${registryFile}`);
    log.info(
      seeded
        ? `Seeded the release record in Redis with ${registryFile}`
        : 'The release record in Redis exists already: nothing was seeded (a release or a rollback changes it)',
    );
    return 0;
  } finally {
    redis.disconnect();
  }
}

/**
 * Every line the server writes is JSON through its logger, from the first (docs/operations.md, section 2): a setting the
 * configuration refuses is said by it too, at its default level.
 */
const log = shopLogger('info');

// A crash (an error nothing handled, thrown or rejected) is a fatal line like every other, by the error's kind, code and
// frames: its message may quote what a buyer sent (docs/operations.md, section 2). The orchestrator restarts the process.
process.on('uncaughtException', (error, origin) => {
  log.fatal({ err: error, origin }, 'The server stopped on an error nothing handled');
  process.exit(1);
});

async function main() {
  const config = readServerConfig(process.env, __dirname);
  log.level = config.logLevel;
  if (process.argv.includes('--seed-record')) process.exit(await seedSharedRecord(config, log));
  if (!process.env.SESSION_SECRET && !process.env.SESSION_SECRET_FILE) {
    log.warn(
      'SESSION_SECRET is not set: buyer sessions are signed with a key made at start and end with this process.',
    );
  }
  // Spans are exported only with the standard OTEL_EXPORTER_OTLP_ENDPOINT set; tracing starts before the first call
  // to the insurer, which it spans.
  const build = shopBuildOf(shellManifestOf(config.distDir));
  const tracing = startTracing(build);
  // The company (support contacts, analytics tag, logo id) is read once at start.
  const company = await loadCompany(config.insurerApiUrl, config.comToken);
  const metrics = config.metrics ? createShopMetrics(build) : undefined;
  const server = await buildShopServer(config, company, { metrics, logger: log, ...(tracing ? { tracing } : {}) });
  await server.listen({ port: config.port, host: config.host });
  if (metrics && config.metrics) {
    await metricsServer(metrics.registry).listen(config.metrics);
    log.info(`Metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  if (config.release && server.releaseService) {
    await server.releaseService.listen({ host: config.release.host, port: config.release.port });
    log.info(
      `Release service on http://${config.release.host}:${config.release.port} (teams: ${config.release.teamsFile})`,
    );
  }
  log.info(
    { build: build ? buildName(build) : null },
    `Green Card shop on http://${config.host}:${config.port} (insurer API ${config.insurerApiUrl})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // Requests under way are finished, but a stop never waits on them for ever: one that hangs (a held connection)
      // would otherwise keep a stopped replica alive until the orchestrator kills it.
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      void server
        .close()
        .then(() => tracing?.shutdown())
        .then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  // A failure to start (the company unread, a port taken, a bad setting) says why, as a line an operator's search finds.
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
