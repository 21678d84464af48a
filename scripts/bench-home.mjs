// `npm run bench`: the home page budget, measured, not asserted, for the composed shop and for the same code built
// as one ordinary bundle (the baseline, bench/baseline/webpack.config.js), so the cost of the composition is a number.
// Both are served by the shop server with a sandbox behind it, on free 127.0.0.1 ports, and loaded alternately in
// Debian's Chromium under the profile of bench/profile.mjs. docs/performance.md says how to run it and read it.
//
// BENCH_RUNS cold loads and offer-to-contract runs per shop (default 5, 0 to skip); BENCH_PROFILE_RUNS profiled
// loads per page and shop (default 3, 0 to skip), BENCH_PROFILE_DIR a folder to keep their .cpuprofile files in;
// BENCH_LIGHTHOUSE_RUNS Lighthouse runs per page and shop (default 1, 0 to skip); BENCH_PAGES the pages profiled and
// given to Lighthouse (default /,/en,/UI); BENCH_PATH the page of the cold loads (default /); BENCH_URL a running
// shop measured instead of a local one, without the baseline.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBaselineBuild } from './bench/baselineBuild.mjs';
import { LIGHTHOUSE_METHOD, lighthouseRun } from './bench/lighthouse.mjs';
import { offerToContract } from './bench/offerToContract.mjs';
import { packageSizes } from './bench/packageSizes.mjs';
import { OWNERS } from './bench/mainThread.mjs';
import { loadPage } from './bench/pageLoad.mjs';
import { profilePage } from './bench/pageProfile.mjs';
import { CHROMIUM, CHROMIUM_ARGS, PROFILE_LABEL } from './bench/profile.mjs';
import { formats, table } from './bench/report.mjs';
import { summary } from './bench/stats.mjs';
import { startShops } from './bench/shops.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILE_RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const PAGE = process.env.BENCH_PATH ?? '/';
// The pages the budgets name, profiled and given to Lighthouse: the home page in both languages and the UI showcase
// (BENCH_PAGES, comma-separated, to look at others).
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/en', '/UI'];

// Each budget is met by the composed shop's median, some of them against the baseline's (undefined without one).
const BUDGETS = {
  js: { limit: '<= 140 KB and 1.10x', met: (bytes, baseline) => bytes <= 140 * 1024 && (baseline === undefined || bytes <= 1.1 * baseline) },
  lcp: { limit: '<= 1.0 s', met: (ms) => ms <= 1000 },
  cls: { limit: '< 0.01', met: (value) => value < 0.01 },
  offer: { limit: '<= 1.10x', met: (ms, baseline) => baseline === undefined || ms <= 1.1 * baseline },
  score: { limit: '>= 0.95', met: (score) => score >= 0.95 },
  tbt: { limit: '<= 200 ms', met: (ms) => ms <= 200 },
};

const progress = (message) => process.stderr.write(`${message}\n`);

/**
 * Runs `measure` on each shop in turn, `runs` times (composed, baseline, composed, ...), so a machine that slows
 * down or speeds up during the run weighs on both alike; `measure` is told which shop and run it measures.
 * @returns {Record<string, unknown[]>} results per shop
 */
async function alternate(shops, runs, label, measure) {
  const results = Object.fromEntries(Object.keys(shops).map((name) => [name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const [name, shop] of Object.entries(shops)) {
      progress(`${label}: ${name} ${run}/${runs}`);
      results[name].push(await measure(shop.url, { shop: name, run }));
    }
  }
  return results;
}

/** One table row from per-shop results: `pick` takes the figure out of one run's result. */
const row = (metric, results, pick, options) => ({
  metric,
  composed: summary(results.composed.map(pick)),
  baseline: summary((results.baseline ?? []).map(pick)),
  ...options,
});

async function pageLoadRows(browser, shops) {
  if (RUNS <= 0) return [];
  const loads = await alternate(shops, RUNS, `load ${PAGE}`, (url) => loadPage(browser, url + PAGE));
  for (const [name, results] of Object.entries(loads)) {
    console.log(`\nScripts of the last ${name} load of ${PAGE}:`);
    for (const [url, bytes] of results.at(-1).scripts) {
      const size = `${formats.kb.number(bytes)}${formats.kb.unit}`;
      console.log(`  ${size.padStart(9)}  ${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}`);
    }
  }
  return [
    row(`JS transferred ${PAGE}`, loads, (r) => r.jsBytes, { format: formats.kb, ratio: true, budget: BUDGETS.js }),
    row(`scripts loaded ${PAGE}`, loads, (r) => r.scripts.length, { format: formats.count }),
    row(`all transferred ${PAGE}`, loads, (r) => r.allBytes, { format: formats.kb, ratio: true }),
    row(`LCP ${PAGE}`, loads, (r) => r.lcp, { format: formats.ms, ratio: true, budget: BUDGETS.lcp }),
    row(`CLS ${PAGE}`, loads, (r) => r.cls, { format: formats.cls, budget: BUDGETS.cls }),
  ];
}

async function offerRows(browser, shops) {
  if (RUNS <= 0) return [];
  const times = await alternate(shops, RUNS, 'offer to contract form', (url) => offerToContract(browser, `${url}/`));
  return [row('offer chosen to contract form usable', times, (ms) => ms, { format: formats.ms, ratio: true, budget: BUDGETS.offer })];
}

/** Where a page's main-thread time goes, by whose code ran; the functions that took most in each shop's last run. */
async function mainThreadRows(browser, shops) {
  if (PROFILE_RUNS <= 0) return [];
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const rows = [];
  for (const page of PAGES) {
    const profiles = await alternate(shops, PROFILE_RUNS, `main thread ${page}`, (url, { shop, run }) => {
      const file = `${shop}${page.replace(/\//g, '_')}-${run}.cpuprofile`;
      return profilePage(browser, url + page, { shop, saveAs: PROFILE_DIR && path.join(PROFILE_DIR, file) });
    });
    for (const [name, results] of Object.entries(profiles)) {
      console.log(`\nFunctions with the most self time, last ${name} load of ${page} (ms, owner, function, source):`);
      for (const [what, ms] of results.at(-1).topFunctions) console.log(`  ${ms.toFixed(0).padStart(5)}  ${what}`);
    }
    const options = { format: formats.ms, ratio: true };
    rows.push(
      row(`blocking time (long tasks) ${page}`, profiles, (r) => r.blockingMs, options),
      row(`script time ${page}`, profiles, (r) => r.scriptMs, options),
      ...OWNERS.filter((owner) => Object.values(profiles).some((runs) => runs.some((r) => r.byOwner[owner] >= 1))).map((owner) =>
        row(`  ${owner}`, profiles, (r) => r.byOwner[owner], options),
      ),
    );
  }
  return rows;
}

async function lighthouseRows(shops) {
  if (LIGHTHOUSE_RUNS <= 0) return [];
  const rows = [];
  for (const page of PAGES) {
    const runs = await alternate(shops, LIGHTHOUSE_RUNS, `Lighthouse ${page}`, (url) => lighthouseRun(url + page, { log: progress }));
    rows.push(
      row(`Lighthouse performance ${page}`, runs, (r) => r.score, { format: formats.score, budget: BUDGETS.score }),
      row(`Lighthouse TBT ${page}`, runs, (r) => r.tbtMs, { format: formats.ms, budget: BUDGETS.tbt }),
    );
  }
  return rows;
}

if (!process.env.BENCH_URL) ensureBaselineBuild(progress);
const shops = await startShops();
// Which servers sent what is measured (the step images' nginx sends what shared/serve sends: docs/deployment.md).
console.log(`Served by: ${process.env.BENCH_URL ?? "npm start's servers: the shop server, and shared/serve for each step"}`);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const rows = [
    ...(await pageLoadRows(browser, shops)),
    ...(await offerRows(browser, shops)),
    ...(await mainThreadRows(browser, shops)),
    ...(await lighthouseRows(shops)),
  ];
  if (!process.env.BENCH_URL) {
    console.log('\nBuilt JavaScript per package (all chunks, whether a page loads them or not):');
    console.table(packageSizes());
  }
  console.log(`\n${PROFILE_LABEL}; ${RUNS} run(s) per shop, alternating.`);
  console.log(
    PROFILE_RUNS > 0
      ? `Main thread: ${PROFILE_RUNS} profiled load(s) per page and shop, self time by whose code ran (docs/performance.md).`
      : 'Main thread: skipped (BENCH_PROFILE_RUNS=0).',
  );
  console.log(
    LIGHTHOUSE_RUNS > 0
      ? `Lighthouse: ${LIGHTHOUSE_RUNS} run(s) per page and shop, mobile, ${LIGHTHOUSE_METHOD}.`
      : 'Lighthouse: skipped (BENCH_LIGHTHOUSE_RUNS=0).',
  );
  console.log(table(rows));
} finally {
  await browser.close();
  await Promise.all(Object.values(shops).map((shop) => shop.stop()));
}
