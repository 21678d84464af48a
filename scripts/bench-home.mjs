// `npm run bench`: the home page budget, measured, not asserted, for the composed shop and for the same code built
// as one ordinary bundle (the baseline, shell/webpack.baseline.js), so the cost of the composition is a number.
// Both are served by the shop server with a sandbox behind it, on free 127.0.0.1 ports, and loaded alternately in
// Debian's Chromium under the profile of bench/profile.mjs. docs/performance.md says how to run it and read it.
//
// BENCH_RUNS cold loads and offer-to-contract runs per shop (default 5); BENCH_LIGHTHOUSE_RUNS Lighthouse runs per
// page and shop (default 1, 0 to skip); BENCH_PATH the page loaded (default /); BENCH_URL a running shop measured
// instead of a local one, without the baseline.
import { chromium } from '@playwright/test';
import { ensureBaselineBuild } from './bench/baselineBuild.mjs';
import { LIGHTHOUSE_METHOD, lighthouseRun } from './bench/lighthouse.mjs';
import { offerToContract } from './bench/offerToContract.mjs';
import { packageSizes } from './bench/packageSizes.mjs';
import { loadPage } from './bench/pageLoad.mjs';
import { CHROMIUM, CHROMIUM_ARGS, PROFILE_LABEL } from './bench/profile.mjs';
import { formats, table } from './bench/report.mjs';
import { summary } from './bench/stats.mjs';
import { startShops } from './bench/shops.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const PAGE = process.env.BENCH_PATH ?? '/';
const LIGHTHOUSE_PAGES = ['/', '/en', '/UI'];

const BUDGETS = {
  js: { limit: '<= 130 KB', met: (bytes) => bytes <= 130 * 1024 },
  lcp: { limit: '<= 1.2 s', met: (ms) => ms <= 1200 },
  cls: { limit: '< 0.01', met: (value) => value < 0.01 },
  score: { limit: '>= 0.95', met: (score) => score >= 0.95 },
};

const progress = (message) => process.stderr.write(`${message}\n`);

/**
 * Runs `measure` on each shop in turn, `runs` times (composed, baseline, composed, ...), so a machine that slows
 * down or speeds up during the run weighs on both alike. @returns {Record<string, unknown[]>} results per shop
 */
async function alternate(shops, runs, label, measure) {
  const results = Object.fromEntries(Object.keys(shops).map((name) => [name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const [name, shop] of Object.entries(shops)) {
      progress(`${label}: ${name} ${run}/${runs}`);
      results[name].push(await measure(shop.url));
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
  const times = await alternate(shops, RUNS, 'offer to contract form', (url) => offerToContract(browser, `${url}/`));
  return [row('offer chosen to contract form usable', times, (ms) => ms, { format: formats.ms, ratio: true })];
}

async function lighthouseRows(shops) {
  if (LIGHTHOUSE_RUNS <= 0) return [];
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const runs = await alternate(shops, LIGHTHOUSE_RUNS, `Lighthouse ${page}`, (url) => lighthouseRun(url + page, { log: progress }));
    rows.push(
      row(`Lighthouse performance ${page}`, runs, (r) => r.score, { format: formats.score, budget: BUDGETS.score }),
      row(`Lighthouse TBT ${page}`, runs, (r) => r.tbtMs, { format: formats.ms }),
    );
  }
  return rows;
}

if (!process.env.BENCH_URL) ensureBaselineBuild(progress);
const shops = await startShops();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const rows = [
    ...(await pageLoadRows(browser, shops)),
    ...(await offerRows(browser, shops)),
    ...(await lighthouseRows(shops)),
  ];
  if (!process.env.BENCH_URL) {
    console.log('\nBuilt JavaScript per package (all chunks, whether a page loads them or not):');
    console.table(packageSizes());
  }
  console.log(`\n${PROFILE_LABEL}; ${RUNS} run(s) per shop, alternating.`);
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
