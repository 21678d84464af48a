// The two shops a bench run compares, each on free 127.0.0.1 ports with a sandbox insurer of its own: the composed
// shop as `npm start` runs it, and the single-bundle baseline served by the same shop server with the same page
// template, only pointed at the baseline's build.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, STEPS, freePort, freePorts, startShop } from '../services.mjs';
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
  const file = path.join(folder, 'baseline-remotes.json');
  writeFileSync(file, JSON.stringify(registry, null, 2));
  return file;
}

/** A shop whose sandbox data and any registry live in a temporary folder, removed when it stops. */
async function startLocal(name, options) {
  const folder = mkdtempSync(path.join(tmpdir(), `greencard-bench-${name}-`));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  // The shop's own output is kept quiet while it runs, and said when it could not start: that is why it did not.
  const output = [];
  try {
    const { env, ...rest } = options(folder);
    const shop = await startShop({
      ports: await freePorts(),
      sandboxDataDir: path.join(folder, 'sandbox'),
      log: (line) => output.push(line) > 40 && output.shift(),
      // Each shop's metrics on a port of its own: two on the default port, and the second one would not start.
      env: { METRICS_PORT: String(await freePort()), ...env },
      ...rest,
    });
    return { url: shop.shopUrl, insurerApiUrl: shop.insurerApiUrl, stop: () => shop.stop().then(removeFolder) };
  } catch (error) {
    removeFolder();
    process.stderr.write(`The ${name} shop did not start; its output:\n${output.join('\n')}\n`);
    throw error;
  }
}

/**
 * The composed shop and the baseline. BENCH_URL measures a shop already running (a staging deployment, say) as the
 * composed one instead, with no baseline: a baseline on this machine would not be comparable with it.
 */
export async function startShops() {
  if (process.env.BENCH_URL) {
    return { composed: { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined } };
  }
  const composed = await startLocal('composed', () => ({}));
  try {
    // startShop also starts the step servers; the baseline's page never asks them for anything.
    const baseline = await startLocal('baseline', (folder) => ({
      remotesFile: writeBaselineRegistry(folder),
      env: { SHELL_DIST_DIR: BASELINE_DIST },
    }));
    return { composed, baseline };
  } catch (error) {
    await composed.stop();
    throw error;
  }
}
