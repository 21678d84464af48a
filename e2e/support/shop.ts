import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './ports';

export const ROOT = path.resolve(__dirname, '../..');
export const shopUrl = () => process.env.SHOP_URL as string;
export const sandboxUrl = () => process.env.SANDBOX_URL as string;
export const remoteUrls = (): Record<string, string> => JSON.parse(process.env.REMOTE_URLS ?? '{}');

/** registry.json: per step, its build's manifest URL and the pages it serves (shell/server/registry/registry.ts). */
export type Registry = Record<string, { manifest: string; routes: unknown[] }>;

const nodeRequire = createRequire(__filename);
const { currentBuildFolder } = nodeRequire('../../shared/build/currentBuild.js') as {
  currentBuildFolder: (dir: string) => string;
};
const { registryEntry } = nodeRequire('../../shared/release/registryEntry.js') as {
  registryEntry: (manifest: string, buildDir: string) => { manifest: string; routes: unknown[] };
};

/** The registry entry of a build of `step` served at `manifest`, whose files are in `buildDir` (the newest local build by default). */
export function buildEntry(
  manifest: string,
  step: string,
  buildDir = path.join(ROOT, `mf-${step}`, 'dist', currentBuildFolder(path.join(ROOT, `mf-${step}`))),
) {
  return registryEntry(manifest, buildDir);
}

export interface Running {
  url: string;
  /** The process, for a test that stalls it (SIGSTOP). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The shop servers of the suite shed no load: when the test machine stalls a shop's event loop for a second (three
 * engines' browsers share its cores), @fastify/under-pressure would answer the next buyer 503 (docs/shop-server.md,
 * MAX_EVENT_LOOP_DELAY_MS), failing whichever test that buyer was in. security.spec.ts tests the check itself.
 */
export const NO_LOAD_SHEDDING = { MAX_EVENT_LOOP_DELAY_MS: '0' } as const;

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not come up`);
}

/** Starts a Node program of the repository and waits until `probe` answers. */
export function startNode(args: string[], env: Record<string, string>, probe: (port: number) => string, port: number) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  // A program that has not exited some seconds after SIGTERM is killed: a test never waits on a hung stop.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return waitForHttp(probe(port), child).then(
    () => ({ url: `http://127.0.0.1:${port}`, pid: child.pid as number, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/** A static server for a built remote folder, as its own deployment (on a given port, or a free one). */
export async function serveRemote(dir: string, fixedPort?: number): Promise<Running> {
  const port = fixedPort ?? (await freePort());
  return startNode(
    ['shared/serve/dist/cli.js', '--dir', dir, '--port', String(port), '--cors'],
    {},
    (p) => `http://127.0.0.1:${p}/mf-manifest.json`,
    port,
  );
}

/** A second shell server with its own remote registry file, talking to the run's sandbox; on `fixedPort`, or a free one. */
export async function startShell(
  registry: Registry,
  registryFile: string,
  env: Record<string, string> = {},
  fixedPort?: number,
): Promise<Running> {
  writeRegistry(registryFile, registry);
  const port = fixedPort ?? (await freePort());
  return startNode(
    ['shell/dist-server/server.js'],
    // No metrics listener: the run's shop has it (observability.spec.ts); a second one on its port would not start.
    {
      PORT: String(port),
      REGISTRY_FILE: registryFile,
      INSURER_API_URL: sandboxUrl(),
      METRICS_PORT: 'off',
      ...NO_LOAD_SHEDDING,
      ...env,
    },
    (p) => `http://127.0.0.1:${p}/healthz`,
    port,
  );
}

export function writeRegistry(file: string, registry: Registry) {
  writeFileSync(file, JSON.stringify(registry, null, 2));
}

/** The registry of the run's own remotes: the build each runs (its version folder is the URL's last segment). */
export function defaultRegistry(): Registry {
  return Object.fromEntries(
    Object.entries(remoteUrls()).map(([step, url]) => [
      step,
      buildEntry(`${url}/mf-manifest.json`, step, path.join(ROOT, `mf-${step}`, 'dist', path.basename(url))),
    ]),
  );
}
