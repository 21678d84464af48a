// The shops the benches measure, each on free 127.0.0.1 ports with a sandbox insurer of its own: the composed shop as
// `npm start` runs it, and for `npm run bench` the single-bundle baseline served by the same shop server with the
// same page template, only pointed at the baseline's build; or a shop already running (BENCH_URL). And the Playwright
// test runner, for the measurements e2e/ keeps as tests, against a shop started here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, STEPS, freePort, startShop, stopOnFailure } from '../services.mjs';
import { BASELINE_DIST } from './baselineBuild.mjs';

const { registryEntry } = createRequire(import.meta.url)('../../shared/release/registryEntry.js');

/**
 * The baseline's registry: each step's own declarations (routes.json and step.json, as its build would carry them),
 * which make its pages, titles, journey and allowed calls the composed shop's. Its manifests are paths the shop
 * server cannot fetch, as the baseline has no remotes: its page gets no remote preloads (the step's chunk is found by
 * main.js, as in any code-split app).
 */
function writeBaselineRegistry(folder) {
  const registry = Object.fromEntries(
    STEPS.map((step) => [
      step,
      registryEntry(`/no-federation/${step}/mf-manifest.json`, path.join(ROOT, `mf-${step}`)),
    ]),
  );
  const file = path.join(folder, 'baseline-registry.json');
  writeFileSync(file, JSON.stringify(registry, null, 2));
  return file;
}

/**
 * A shop started here, its sandbox data and what `options(folder)` writes in a temporary folder removed when it
 * stops, its metrics on a port of its own (two on the default port, and the second would not start). Its output is
 * kept quiet while it runs and said when it could not start; `log: null` sends it nowhere (a load generator must not
 * also read the logs of the servers it loads).
 * @returns {Promise<{ url: string, insurerApiUrl: string, remoteUrls: Record<string, string>, loyaltyLinkKey: string,
 *   stop: () => Promise<void> }>}
 */
export async function startBenchShop(name, options = () => ({})) {
  const folder = mkdtempSync(path.join(tmpdir(), `greencard-bench-${name}-`));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const output = [];
  try {
    const { env, ...rest } = options(folder);
    const shop = await startShop({
      // Each step's server gets a free port too.
      ports: { shop: await freePort(), sandbox: await freePort(), remotes: {} },
      sandboxDataDir: path.join(folder, 'sandbox'),
      log: (line) => output.push(line) > 40 && output.shift(),
      ...rest,
      env: { METRICS_PORT: String(await freePort()), ...env },
    });
    return { ...shop, url: shop.shopUrl, stop: () => shop.stop().then(removeFolder) };
  } catch (error) {
    removeFolder();
    process.stderr.write(`The ${name} shop did not start; its output:\n${output.join('\n')}\n`);
    throw error;
  }
}

/**
 * The composed shop and the baseline. BENCH_URL measures a shop already running as the composed one instead, with no
 * baseline: a baseline on this machine would not be comparable with it.
 */
export async function startShops() {
  const running = process.env.BENCH_URL?.replace(/\/$/, '');
  if (running) return { composed: { url: running, stop: async () => undefined } };
  const composed = await startBenchShop('composed');
  // startShop also starts the step servers; the baseline's page never asks them for anything.
  const baseline = startBenchShop('baseline', (folder) => ({
    givenRegistryFile: writeBaselineRegistry(folder),
    env: { SHELL_DIST_DIR: BASELINE_DIST },
  }));
  return { composed, baseline: await stopOnFailure(baseline, composed.stop) };
}

/** A node:http server of `handler` on a free 127.0.0.1 port (a bare page, a sink): its URL, and how to stop it. */
export async function serveLocally(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Runs `measure` on each shop in turn, `runs` times (composed, baseline, composed, ...), so a machine that slows
 * down or speeds up during the run weighs on both alike; `measure` is given the shop, and told its name and the run.
 * @returns {Record<string, unknown[]>} results per shop
 */
export async function alternate(shops, runs, label, measure) {
  const results = Object.fromEntries(Object.keys(shops).map((name) => [name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const [name, shop] of Object.entries(shops)) {
      process.stderr.write(`${label}: ${name} ${run}/${runs}\n`);
      results[name].push(await measure(shop, { name, run }));
    }
  }
  return results;
}

/**
 * Runs the Playwright tests of `config` (a file of e2e/; of it, the files `files` match) with `env` added, in a process
 * of its own: the servers this process runs go on answering while the browser works. Their output goes to `stdout`.
 * Resolves with whether they passed.
 */
export async function runTests(config, env, files = [], stdout = 'inherit') {
  const cli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
  const run = spawn(process.execPath, [cli, 'test', '--config', config, ...files], {
    cwd: ROOT,
    stdio: ['ignore', stdout, 'inherit'],
    env: { ...process.env, ...env },
  });
  return (await new Promise((resolve) => run.once('exit', resolve))) === 0;
}
