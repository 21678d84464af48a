// A second, separate deployment of the shop for the tests that need a deployment's real settings (abuse limits,
// SMS limits, TLS, an insurer that goes away): its own sandbox with an empty database and its own shell server,
// loading the run's remote builds. The run's main shop keeps generous limits so its journeys are never throttled.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_LOYALTY_LINK_KEY } from './loyaltyLink';
import { startEdge } from './nginx';
import { freePort } from './ports';
import { startRedis, type RunningRedis } from './redis';
import { defaultRegistry, NO_LOAD_SHEDDING, ROOT, startNode, startShell, writeRegistry, type Running } from './shop';

export interface Deployment {
  shopUrl: string;
  sandboxUrl: string;
  stopSandbox: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startDeployment({
  shellEnv = {},
  sandboxEnv = {},
}: { shellEnv?: Record<string, string>; sandboxEnv?: Record<string, string> } = {}): Promise<Deployment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-deployment-'));
  const sandboxPort = await freePort();
  const sandbox = await startNode(
    ['sandbox/dist/main.js'],
    {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_PUBLIC_URL: `http://localhost:${sandboxPort}`,
      SANDBOX_LOG: '0',
      LOYALTY_LINK_KEY: E2E_LOYALTY_LINK_KEY,
      ...sandboxEnv,
    },
    (p) => `http://127.0.0.1:${p}/serverTime`,
    sandboxPort,
  );
  let shell: Running | undefined;
  try {
    const registryFile = path.join(dataDir, 'registry.json');
    writeRegistry(registryFile, defaultRegistry());
    const shopPort = await freePort();
    shell = await startNode(
      ['shell/dist-server/server.js'],
      {
        PORT: String(shopPort),
        REGISTRY_FILE: registryFile,
        INSURER_API_URL: sandbox.url,
        SESSION_SECRET: 'deployment-session-secret-of-32-characters',
        LOYALTY_LINK_KEY: E2E_LOYALTY_LINK_KEY,
        PUBLIC_ORIGIN: `http://127.0.0.1:${shopPort}`,
        // Its own metrics listener would collide with the run's shop's (observability.spec.ts).
        METRICS_PORT: 'off',
        ...NO_LOAD_SHEDDING,
        ...shellEnv,
      },
      (p) => `http://127.0.0.1:${p}/healthz`,
      shopPort,
    );
  } catch (error) {
    await sandbox.stop();
    throw error;
  }
  const running = shell;
  return {
    shopUrl: running.url,
    sandboxUrl: sandbox.url,
    stopSandbox: sandbox.stop,
    async stop() {
      await running.stop();
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Replicas {
  /** The edge (docker/nginx/shop.conf) in front of both replicas: what a buyer reaches. */
  edgeUrl: string;
  replicas: Running[];
  /** Each replica's release service (RELEASE_PORT), when asked for. */
  releaseUrls: string[];
  /** The one Redis both replicas share (REDIS_URL), when asked for. */
  redis?: RunningRedis;
  /**
   * Stops both replicas (or the one of index `only`) and starts them again on their ports, with what they had (their
   * registry file, Redis).
   */
  restart: (only?: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Two shell-server replicas behind the edge, as docker/compose.yaml runs them, talking to the run's sandbox; with
 * `redis`, one real Redis they share for their limits, SMS budgets, sessions' contracts and release record
 * (docs/shop-server.md, docs/step-release.md); with `teamsFile`, each runs the release service on a port of its own.
 */
export async function startReplicas({
  env = {},
  redis: withRedis = false,
  teamsFile,
}: { env?: Record<string, string>; redis?: boolean; teamsFile?: string } = {}): Promise<Replicas> {
  const folder = mkdtempSync(path.join(tmpdir(), 'greencard-replicas-'));
  const redis = withRedis ? await startRedis() : undefined;
  const edgePort = await freePort();
  const shellEnv = {
    SESSION_SECRET: 'replicas-share-this-session-secret-of-32',
    // The address buyers open: payment return addresses must be on it.
    PUBLIC_ORIGIN: `http://127.0.0.1:${edgePort}`,
    // Only the edge reaches the replicas here; its X-Forwarded-For is the buyer's address.
    TRUST_PROXY: 'loopback',
    ...(redis ? { REDIS_URL: redis.url } : {}),
    ...env,
  };
  const ports = await Promise.all(
    ['a', 'b'].map(async (name) => ({
      name,
      shop: await freePort(),
      release: teamsFile ? await freePort() : undefined,
    })),
  );
  // The operator seeds the shared record once, before the first replica starts (docs/step-release.md): a replica
  // never seeds it itself, as a store without one may have lost it.
  if (redis) {
    const seedFile = path.join(folder, 'first-registry.json');
    writeRegistry(seedFile, defaultRegistry());
    const seeded = spawnSync(process.execPath, ['shell/dist-server/server.js', '--seed-record'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, REDIS_URL: redis.url, REGISTRY_FILE: seedFile, METRICS_PORT: 'off' },
    });
    if (seeded.status !== 0) throw new Error(`--seed-record failed: ${seeded.stderr}`);
  }
  const start = (which = ports) =>
    Promise.all(
      which.map(({ name, shop, release }) =>
        startShell(
          defaultRegistry(),
          path.join(folder, `remotes-${name}.json`),
          {
            ...shellEnv,
            ...(release ? { RELEASE_PORT: String(release), RELEASE_TEAMS_FILE: teamsFile as string } : {}),
          },
          shop,
        ),
      ),
    );
  let replicas = await start();
  const [first, second] = replicas as [Running, Running];
  const edge = await startEdge([first, second], edgePort);
  return {
    edgeUrl: edge.url,
    get replicas() {
      return replicas;
    },
    releaseUrls: ports.flatMap(({ release }) => (release ? [`http://127.0.0.1:${release}`] : [])),
    ...(redis ? { redis } : {}),
    async restart(only?: number) {
      if (only === undefined) {
        await Promise.all(replicas.map((replica) => replica.stop()));
        replicas = await start();
        return;
      }
      await replicas[only]?.stop();
      const [restarted] = await start([ports[only] as (typeof ports)[number]]);
      replicas = replicas.map((replica, index) => (index === only ? (restarted as Running) : replica));
    },
    async stop() {
      await edge.stop();
      await Promise.all(replicas.map((replica) => replica.stop()));
      await redis?.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
