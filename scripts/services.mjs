// Starts the composed shop from built files: the sandbox insurer, each step module on its own server, and the shell.
// Used by `npm start` and by the end-to-end tests, so QA and the tests run exactly what a buyer gets.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import getPort from 'get-port';
import { portToPid } from 'pid-port';
import psList from 'ps-list';

const require = createRequire(import.meta.url);
const { currentBuildFolder } = require('../shared/build/currentBuild.js');
const { fileRecord, RecordLost, seedRecord } = require('../shared/release/record.js');
const { registryEntry, stepOrigin } = require('../shared/release/registryEntry.js');

export const ROOT = path.resolve(import.meta.dirname, '..');
export const { STEPS } = require('../shared/build/steps.js');
const { stepPorts } = require('../shared/build/steps.js');

/**
 * The key the sandbox signs its partner links with when none is configured (sandbox/src/loyalty/partnerLinks.ts,
 * sandbox/README.md): a local shop verifies with the same, so the README's links work. Never a deployment's key.
 */
const SANDBOX_LOYALTY_LINK_KEY = 'sandbox-loyalty-link-key-known-to-everyone';

/** A port nothing listens on now, from the system; get-port gives it to no other caller in this process for a while. */
export const freePort = () => getPort({ host: '127.0.0.1' });

/** Whether something listens on 127.0.0.1:`port` now. */
function portTaken(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}

/** "process <pid> (<command line>)" of the program listening on `port`, as far as this user may see it. */
async function portHolder(port) {
  try {
    const pid = await portToPid(port);
    const holder = (await psList()).find((candidate) => candidate.pid === pid);
    return `process ${pid} (${holder?.cmd ?? holder?.name})`;
  } catch {
    return 'another program';
  }
}

/**
 * Refuses to start on a port another program holds, naming it: the start would otherwise take that program's answers
 * (another shop's, say) for its own servers' and print a link to it.
 */
export async function ensurePortsFree(ports) {
  const wanted = [
    [ports.shop, 'the shop', 'PORT'],
    ...(process.env.INSURER_API_URL ? [] : [[ports.sandbox, 'the sandbox', 'SANDBOX_PORT']]),
    ...STEPS.map((step) => [ports.remotes[step], `mf-${step}`, `MF_${step.toUpperCase()}_PORT`]),
  ];
  for (const [port, what, variable] of wanted) {
    if (port && (await portTaken(port))) {
      throw new Error(
        `Port ${port} for ${what} is taken by ${await portHolder(port)}: stop it, or set ${variable} to a free port.`,
      );
    }
  }
}

/** The address buyers open: PUBLIC_ORIGIN when given (a phone on the local network), else the shop's own. */
export const publicOrigin = (shopUrl, env = process.env) => env.PUBLIC_ORIGIN || shopUrl;

/** Resolves once `url` answers below 500; rejects when `child` exits first, or after `timeoutMs`. */
export async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Starts a Node program; `log` gets its output line by line, or with `log: null` its output goes nowhere. */
export function launch(name, args, env, log) {
  // A bench's load generator must not also read every log line of the servers it loads.
  const output = log === null ? 'ignore' : 'pipe';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
  });
  if (log !== null)
    for (const input of [child.stdout, child.stderr])
      createInterface({ input }).on('line', (line) => line && log(`[${name}] ${line}`));
  return child;
}

/** What `started` resolves with; when it fails, `stop()` (what was started before it) first, then the failure. */
export const stopOnFailure = (started, stop) =>
  started.catch(async (error) => {
    await stop();
    throw error;
  });

/** Says how to stop, then runs until Ctrl+C or SIGTERM: then `stop()`, and exits. */
export function runUntilStopped(stop) {
  console.log('Press Ctrl+C to stop.\n');
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().then(() => process.exit(0)));
}

/** Ends a process started here (SIGTERM, SIGKILL 3 s later); resolves once it has exited. */
export const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });

/**
 * The registry of the release record in `recordFile`, its builds served by this run's step servers (`servers`, by
 * step): the same version folders, from the step's dist/. What a test run runs when it runs what was released.
 */
function relocatedRegistry(recordFile, servers) {
  const registry = JSON.parse(readFileSync(recordFile, 'utf8'));
  const moved = (step, build) => {
    const folder = path.basename(path.dirname(new URL(build.manifest).pathname));
    if (!existsSync(path.join(ROOT, `mf-${step}`, 'dist', folder, 'mf-manifest.json'))) {
      throw new Error(
        `${recordFile} runs ${step} ${folder}, which is not in mf-${step}/dist: build it, or test the newest builds explicitly`,
      );
    }
    return { ...build, manifest: `${servers[step]}/${folder}/mf-manifest.json` };
  };
  return Object.fromEntries(
    Object.entries(registry).map(([step, entry]) => {
      if (!servers[step]) return [step, entry];
      const main = moved(step, entry);
      return [step, entry.trial ? { ...main, trial: moved(step, entry.trial) } : main];
    }),
  );
}

/**
 * The release record at `registryFile` seeded with `registry`: with `keep`, only when it has none (`npm start`: a
 * restart changes nothing that was released); otherwise afresh, its history gone too (a test's or a bench's own
 * record). Answers whether it seeded it.
 */
async function seedLocalRecord(registryFile, registry, { keep, verdict }) {
  const record = fileRecord(registryFile);
  if (!keep) for (const file of [registryFile, record.historyFile]) rmSync(file, { force: true });
  mkdirSync(path.dirname(registryFile), { recursive: true });
  try {
    return await seedRecord(record, registry, 'npm start', verdict);
  } catch (error) {
    // A record whose registry is gone while its history is not was released to: seeding it again would undo that.
    if (!(error instanceof RecordLost)) throw error;
    throw new Error(
      `The release record ${registryFile} is lost: ${error.message}, or remove ${record.historyFile} to start afresh`,
    );
  }
}

/**
 * The steps whose build in the record at `registryFile` is not served where the record says (a step server started
 * on another port than when it was released): `npm start` warns of them.
 */
function unservedSteps(registryFile, remoteUrls) {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  return Object.entries(registry)
    .filter(([step, entry]) => {
      // A manifest on the shop's own origin (a path) is served wherever the shop is.
      const recorded = stepOrigin(entry?.manifest);
      return remoteUrls[step] && recorded && new URL(recorded).origin !== new URL(remoteUrls[step]).origin;
    })
    .map(([step]) => step);
}

/**
 * Starts everything on 127.0.0.1. `options.givenRegistryFile` points the shell at a registry as it is; otherwise the shell
 * reads the release record at `options.registryFile` (`npm start` passes the one `npm run release` changes,
 * scripts/localShop.mjs, with `keepRecord`: seeded with the newest builds only when it has none; by default a file in
 * the temp folder, seeded afresh, so a test or a bench never switches a developer's shop), seeded with each step's
 * newest build, or with `released`, the builds a release record runs (an e2e run's default). Returns the URLs (each
 * step's with the folder of the build the record runs), the registry file, whether it was seeded now, the key of the
 * partner links (what a test signs its links with), and a stop() that ends every process.
 */
export async function startShop({
  // The default ports of rules D20, each overridable; a step's is its own `config.port` unless MF_<STEP>_PORT names
  // another (shared/build/steps.js). A step with no port given gets a free one.
  ports = {
    shop: Number(process.env.PORT ?? 8080),
    sandbox: Number(process.env.SANDBOX_PORT ?? 8090),
    remotes: stepPorts(),
  },
  sandboxDataDir,
  givenRegistryFile,
  registryFile: writtenRegistry,
  keepRecord = false,
  released,
  devServers = {},
  log = console.log,
  env = {},
} = {}) {
  const children = [];
  const stop = () => Promise.all(children.map(stopChild));
  try {
    await ensurePortsFree(ports);
    const insurerApiUrl = process.env.INSURER_API_URL ?? `http://127.0.0.1:${ports.sandbox}`;
    // The programme (here the sandbox) and the shop share the key of the partner links.
    const loyaltyLinkKey = env.LOYALTY_LINK_KEY ?? process.env.LOYALTY_LINK_KEY ?? SANDBOX_LOYALTY_LINK_KEY;
    if (!process.env.INSURER_API_URL) {
      const sandbox = launch(
        'sandbox',
        ['sandbox/dist/main.js'],
        {
          SANDBOX_PORT: String(ports.sandbox),
          // The providers' pages live on another site than the shop, as a real provider's do: their returns are
          // cross-site navigations, which is what the shop's session cookie has to survive.
          SANDBOX_PUBLIC_URL: `http://localhost:${ports.sandbox}`,
          ...(sandboxDataDir ? { SANDBOX_DATA_DIR: sandboxDataDir } : {}),
          ...env,
          LOYALTY_LINK_KEY: loyaltyLinkKey,
        },
        log,
      );
      children.push(sandbox);
      await waitForHttp(`${insurerApiUrl}/serverTime`, sandbox);
    }
    const remoteUrls = {};
    // Each step's newest build, its registry entry: its manifest served here and its own routes.
    const newest = {};
    await Promise.all(
      STEPS.map(async (step) => {
        const port = ports.remotes[step] || (await freePort());
        const child = launch(
          `mf-${step}`,
          ['shared/serve/dist/cli.js', '--dir', `mf-${step}/dist`, '--port', String(port), '--cors'],
          {},
          log,
        );
        children.push(child);
        // Each build lives in its own version folder under the step's dist/; the newest one is served here.
        const folder = currentBuildFolder(path.join(ROOT, `mf-${step}`));
        remoteUrls[step] = `http://127.0.0.1:${port}/${folder}`;
        newest[step] = registryEntry(
          `${remoteUrls[step]}/mf-manifest.json`,
          path.join(ROOT, `mf-${step}`, 'dist', folder),
        );
        await waitForHttp(`${remoteUrls[step]}/mf-manifest.json`, child);
      }),
    );
    // The shell must load the remotes started here, whatever ports they got.
    const registryFile =
      givenRegistryFile ?? writtenRegistry ?? path.join(tmpdir(), `greencard-registry-${ports.shop}.json`);
    const servers = Object.fromEntries(STEPS.map((step) => [step, new URL(remoteUrls[step]).origin]));
    // A step in its dev loop runs its dev server's build, with its routes.json and step.json as they are in its folder.
    for (const [step, origin] of Object.entries(devServers)) {
      newest[step] = registryEntry(`${origin}/mf-manifest.json`, path.join(ROOT, `mf-${step}`));
      remoteUrls[step] = origin;
    }
    const registry = givenRegistryFile ? undefined : released ? relocatedRegistry(released, servers) : newest;
    const seeded =
      !!registry &&
      (await seedLocalRecord(registryFile, registry, {
        keep: keepRecord,
        verdict: released ? `the builds ${released} runs` : "each step's newest build in its dist/",
      }));
    // The released builds are served from their own version folders, which the step URLs then name.
    if (released)
      for (const step of STEPS)
        if (registry?.[step]) remoteUrls[step] = registry[step].manifest.replace(/\/mf-manifest\.json$/, '');
    const unserved = unservedSteps(registryFile, remoteUrls);
    if (unserved.length)
      log(
        `The record ${registryFile} names builds of ${unserved.join(', ')} served on other ports than now: set their MF_<STEP>_PORT as when they were released`,
      );
    const shopUrl = `http://127.0.0.1:${ports.shop}`;
    // Each step's builds are served by its own server here, and a step in its dev loop by its dev server too
    // (`devServers`, by step): the shop allows no other origin for it, unless the environment (or .env) says otherwise
    // (docs/step-release.md, "A step's origins").
    const stepOrigins = [...Object.entries(servers), ...Object.entries(devServers)]
      .map(([step, origin]) => `${step}=${origin}`)
      .join(',');
    const shell = launch(
      'shell',
      ['shell/dist-server/server.js'],
      {
        PORT: String(ports.shop),
        INSURER_API_URL: insurerApiUrl,
        REGISTRY_FILE: registryFile,
        // Payment return addresses must be on the address the shop is opened at (docs/shop-server.md).
        PUBLIC_ORIGIN: publicOrigin(shopUrl),
        STEP_ORIGINS: process.env.STEP_ORIGINS || stepOrigins,
        ...env,
        LOYALTY_LINK_KEY: loyaltyLinkKey,
      },
      log,
    );
    children.push(shell);
    // Ready, not only alive: the shop answers pages once it has judged its registry good (docs/step-release.md). A
    // first judgement slower than its timeout on a busy machine answered the first pages 503 when this waited for
    // /healthz, and the first tests of a fresh run failed on them.
    await waitForHttp(`${shopUrl}/readyz`, shell);
    return { shopUrl, insurerApiUrl, remoteUrls, registryFile, seeded, loyaltyLinkKey, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
