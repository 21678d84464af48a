// A second, separate deployment of the shop for the tests that need a deployment's real settings (abuse limits,
// SMS limits, TLS, an insurer that goes away): its own sandbox with an empty database and its own shell server,
// loading the run's remote builds. The run's main shop keeps generous limits so its journeys are never throttled.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_LOYALTY_LINK_KEY } from './loyaltyLink';
import { freePort } from './ports';
import { defaultRegistry, startNode, writeRegistry, type Running } from './shop';

export interface Deployment {
  shopUrl: string;
  sandboxUrl: string;
  stopSandbox: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startDeployment({ shellEnv = {}, sandboxEnv = {} }: { shellEnv?: Record<string, string>; sandboxEnv?: Record<string, string> } = {}): Promise<Deployment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-deployment-'));
  const sandboxPort = await freePort();
  const sandbox = await startNode(
    ['sandbox/dist/main.js'],
    { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: dataDir, SANDBOX_PUBLIC_URL: `http://localhost:${sandboxPort}`, SANDBOX_LOG: '0', LOYALTY_LINK_KEY: E2E_LOYALTY_LINK_KEY, ...sandboxEnv },
    (p) => `http://127.0.0.1:${p}/serverTime`,
    sandboxPort,
  );
  let shell: Running | undefined;
  try {
    const registryFile = path.join(dataDir, 'remotes.json');
    writeRegistry(registryFile, defaultRegistry());
    const shopPort = await freePort();
    shell = await startNode(
      ['shell/dist-server/server.js'],
      {
        PORT: String(shopPort),
        REMOTES_FILE: registryFile,
        INSURER_API_URL: sandbox.url,
        SESSION_SECRET: 'deployment-session-secret-of-32-characters',
        LOYALTY_LINK_KEY: E2E_LOYALTY_LINK_KEY,
        PUBLIC_ORIGIN: `http://127.0.0.1:${shopPort}`,
        // Its own metrics listener would collide with the run's shop's (observability.spec.ts).
        METRICS_PORT: 'off',
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
