// `npm run bench`: the home page budget, measured, not asserted, for the composed shop and for the same code built
// as one ordinary bundle (the baseline, bench/baseline/webpack.config.js), so the cost of the composition is a number.
// Both are served by the shop server with a sandbox behind it, on free 127.0.0.1 ports, and loaded alternately in
// Debian's Chromium under the profile of bench/profile.mjs. docs/performance.md says how to run it and read it.
//
// BENCH_RUNS cold loads and offer-to-contract runs per shop (default 5, 0 to skip); BENCH_PROFILE_RUNS profiled
// loads per page and shop (default 3, 0 to skip), BENCH_PROFILE_DIR a folder to keep their .cpuprofile files in;
// BENCH_LIGHTHOUSE_RUNS Lighthouse runs per page and shop (default 1, 0 to skip); BENCH_PAGES the pages profiled and
// given to Lighthouse (default /,/en,/UI); BENCH_PATH the pages of the cold loads, comma-separated (default /,/en),
// each loaded beside a bare page; BENCH_JOURNEY_RUNS whole purchases per shop (default 2, 0 to skip;
// e2e/measure/purchase.spec.ts); BENCH_TRACE_RUNS traced loads of each page of BENCH_PATH per shop, beside a bare page,
// for the main thread's work until the first paint (default 0),
// BENCH_TRACE_DIR a folder to keep their traces in; BENCH_URL a running shop measured instead of a local one, without
// the baseline and without purchases (they need the sandbox's outbox).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { currentBuildFolder } from '../shared/build/currentBuild.js';
import { BASELINE_DIST, ensureBaselineBuild } from './bench/baselineBuild.mjs';
import { BARE_PAGE, CATEGORIES, mainThreadWork, printFirstPaint } from './bench/firstPaint.mjs';
import { LIGHTHOUSE_METHOD, lighthouseRun } from './bench/lighthouse.mjs';
import { OWNERS, mainThreadOf } from './bench/mainThread.mjs';
import { loadPage } from './bench/pageLoad.mjs';
import { PROFILE_LABEL, launchChromium } from './bench/profile.mjs';
import { formats, summary, table } from './bench/report.mjs';
import { alternate, runTests, serveLocally, startShops } from './bench/shops.mjs';
import { ROOT, STEPS } from './services.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILE_RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const JOURNEY_RUNS = process.env.BENCH_URL ? 0 : Number(process.env.BENCH_JOURNEY_RUNS ?? 2);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const TRACE_RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 0);
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
// The pages of the cold loads and the traced loads: those the first-paint budgets name.
const LOADED_PAGES = (process.env.BENCH_PATH ?? '/,/en').split(',');
// The pages the budgets name, profiled and given to Lighthouse: the home page in both languages and the UI showcase
// (BENCH_PAGES, comma-separated, to look at others).
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/en', '/UI'];

// Each budget is met by the composed shop's median, some of them against the baseline's (undefined without one).
const atMostBaseline = (factor) => (value, baseline) => baseline === undefined || value <= factor * baseline;
const BUDGETS = {
  js: {
    limit: '<= 140 KB and 1.10x',
    met: (bytes, baseline) => bytes <= 140 * 1024 && atMostBaseline(1.1)(bytes, baseline),
  },
  journeyJs: { limit: '<= 1.10x', met: atMostBaseline(1.1) },
  // The one bundle's first paint on the same machine, and the bare page's in the same rounds: the browser's own floor.
  fcp: { limit: "<= the baseline's", met: atMostBaseline(1) },
  lcp: { limit: "<= 1.0 s and the baseline's", met: (ms, baseline) => ms <= 1000 && atMostBaseline(1)(ms, baseline) },
  paintToBare: { limit: '<= 1.15x', met: (ratio) => ratio <= 1.15 },
  lcpAfterFcp: { limit: '<= 100 ms', met: (ms) => ms <= 100 },
  cls: { limit: '< 0.01', met: (value) => value < 0.01 },
  offer: { limit: '<= 1.10x', met: atMostBaseline(1.1) },
  score: { limit: '>= 0.95', met: (score) => score >= 0.95 },
  // Against the one bundle's on the same machine; 200 ms where there is none (BENCH_URL).
  tbt: { limit: "<= the baseline's", met: (ms, baseline) => (baseline === undefined ? ms <= 200 : ms <= baseline) },
};

const progress = (message) => process.stderr.write(`${message}\n`);

/** One table row from per-shop results: `pick` takes the figure out of one run's result (and is given the run). */
const row = (metric, results, pick, options) => ({
  metric,
  composed: summary(results.composed.map(pick)),
  baseline: summary((results.baseline ?? []).map(pick)),
  ...options,
});

const kb = (bytes) => `${formats.kb.number(bytes)}${formats.kb.unit}`;

/**
 * Cold loads of each page of BENCH_PATH, the bare page loaded in the same rounds: each load's FCP and LCP are also
 * given as a ratio to the bare page's of its round, which holds where absolute times do not.
 */
async function pageLoadRows(browser, shops, bare) {
  if (RUNS <= 0) return [];
  const rows = [];
  for (const page of LOADED_PAGES) {
    const loads = await alternate({ ...shops, bare }, RUNS, `load ${page}`, ({ url }) => loadPage(browser, url + page));
    for (const name of Object.keys(shops)) {
      console.log(`\nScripts of the last ${name} load of ${page}:`);
      for (const [url, bytes] of loads[name].at(-1).scripts)
        console.log(`  ${kb(bytes).padStart(9)}  ${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}`);
    }
    console.log(
      `\nEach load of ${page}: when the HTML had arrived (responseEnd), FCP and LCP, in ms from the navigation's start, ` +
        "and FCP against the bare page's of the same round:",
    );
    const toBare = (key) => (load, run) => load[key] / loads.bare[run][key];
    for (const [name, results] of Object.entries(loads)) {
      for (const [run, load] of results.entries()) {
        const { htmlEnd, fcp, lcp } = load;
        console.log(
          `  ${name} ${run + 1}: HTML ${htmlEnd.toFixed(0)}, FCP ${fcp.toFixed(0)} (${(fcp / htmlEnd).toFixed(2)}x the HTML, ` +
            `${toBare('fcp')(load, run).toFixed(2)}x the bare page's), LCP ${lcp.toFixed(0)} (FCP + ${(lcp - fcp).toFixed(0)})`,
        );
      }
    }
    rows.push(
      row(`JS transferred ${page}`, loads, (r) => r.jsBytes, { format: formats.kb, ratio: true, budget: BUDGETS.js }),
      row(`scripts loaded ${page}`, loads, (r) => r.scripts.length, { format: formats.count }),
      row(`all transferred ${page}`, loads, (r) => r.allBytes, { format: formats.kb, ratio: true }),
      row(`HTML arrived (responseEnd) ${page}`, loads, (r) => r.htmlEnd, { format: formats.ms, ratio: true }),
      row(`FCP ${page}`, loads, (r) => r.fcp, { format: formats.ms, ratio: true, budget: BUDGETS.fcp }),
      row(`FCP / bare page's ${page}`, loads, toBare('fcp'), { format: formats.factor, budget: BUDGETS.paintToBare }),
      row(`LCP ${page}`, loads, (r) => r.lcp, { format: formats.ms, ratio: true, budget: BUDGETS.lcp }),
      row(`LCP / bare page's ${page}`, loads, toBare('lcp'), { format: formats.factor, budget: BUDGETS.paintToBare }),
      row(`LCP - FCP ${page}`, loads, (r) => r.lcp - r.fcp, { format: formats.ms, budget: BUDGETS.lcpAfterFcp }),
      row(`CLS ${page}`, loads, (r) => r.cls, { format: formats.cls, budget: BUDGETS.cls }),
    );
  }
  return rows;
}

/**
 * One run of a measuring spec of e2e/measure/ (`purchase.spec`, a whole purchase; `offerToContract.spec`) on `shop`,
 * a Playwright run of its own: the figures it wrote to BENCH_RESULT.
 */
async function measured(spec, { url, insurerApiUrl, loyaltyLinkKey }) {
  const result = path.join(tmpdir(), `greencard-${spec}-${process.pid}.json`);
  const env = { SHOP_URL: url, SANDBOX_URL: insurerApiUrl, LOYALTY_LINK_KEY: loyaltyLinkKey, BENCH_RESULT: result };
  if (!(await runTests('e2e/measure/playwright.config.ts', env, [spec], process.stderr)))
    throw new Error(`${spec} on ${url} failed: its test's output is above`);
  const figures = JSON.parse(readFileSync(result, 'utf8'));
  rmSync(result);
  return figures;
}

/** JavaScript over a whole purchase, and over the steps after the home page. */
async function journeyRows(shops) {
  if (JOURNEY_RUNS <= 0) return [];
  const journeys = await alternate(shops, JOURNEY_RUNS, 'whole purchase', (shop) => measured('purchase.spec', shop));
  for (const [name, results] of Object.entries(journeys)) {
    console.log(`\nJavaScript of the last ${name} purchase, by the end of each phase (counted from its start):`);
    for (const [phase, { bytes, files, scripts }] of results.at(-1).phases) {
      console.log(`  ${kb(bytes).padStart(9)} in ${String(files).padStart(2)} files  ${phase}`);
      for (const [file, size] of scripts) console.log(`      ${kb(size).padStart(9)}  ${file}`);
    }
  }
  const total = (r) => r.phases.at(-1)[1];
  const home = (r) => r.phases[0][1];
  const options = { format: formats.kb, ratio: true, budget: BUDGETS.journeyJs };
  return [
    row('JS transferred, whole purchase', journeys, (r) => total(r).bytes, options),
    row('JS transferred, steps after the home page', journeys, (r) => total(r).bytes - home(r).bytes, options),
    row('scripts transferred, whole purchase', journeys, (r) => total(r).files, { format: formats.count }),
  ];
}

async function offerRows(shops) {
  if (RUNS <= 0) return [];
  const times = await alternate(shops, RUNS, 'offer to contract form', (shop) =>
    measured('offerToContract.spec', shop),
  );
  return [
    row('offer chosen to contract form usable', times, (ms) => ms, {
      format: formats.ms,
      ratio: true,
      budget: BUDGETS.offer,
    }),
  ];
}

/** Where a page's main-thread time goes, by whose code ran; the functions that took most in each shop's last run. */
async function mainThreadRows(browser, shops) {
  if (PROFILE_RUNS <= 0) return [];
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const rows = [];
  for (const page of PAGES) {
    const profiles = await alternate(shops, PROFILE_RUNS, `main thread ${page}`, async (shop, { name, run }) => {
      const load = await loadPage(browser, shop.url + page, { profile: true });
      const file = `${name}${page.replace(/\//g, '_')}-${run}.cpuprofile`;
      if (PROFILE_DIR) writeFileSync(path.join(PROFILE_DIR, file), JSON.stringify(load.profile));
      return mainThreadOf(load, { name, ...shop });
    });
    for (const [name, results] of Object.entries(profiles)) {
      console.log(`\nFunctions with the most self time, last ${name} load of ${page} (ms, owner, function, source):`);
      for (const [what, ms] of results.at(-1).topFunctions) console.log(`  ${ms.toFixed(0).padStart(5)}  ${what}`);
    }
    const options = { format: formats.ms, ratio: true };
    rows.push(
      row(`blocking time (long tasks) ${page}`, profiles, (r) => r.blockingMs, options),
      row(`script time ${page}`, profiles, (r) => r.scriptMs, options),
      ...OWNERS.filter((owner) => Object.values(profiles).some((runs) => runs.some((r) => r.byOwner[owner] >= 1))).map(
        (owner) => row(`  ${owner}`, profiles, (r) => r.byOwner[owner], options),
      ),
    );
  }
  return rows;
}

async function lighthouseRows(shops) {
  if (LIGHTHOUSE_RUNS <= 0) return [];
  const rows = [];
  for (const page of PAGES) {
    const runs = await alternate(shops, LIGHTHOUSE_RUNS, `Lighthouse ${page}`, ({ url }) =>
      lighthouseRun(url + page, progress),
    );
    rows.push(
      row(`Lighthouse performance ${page}`, runs, (r) => r.score, { format: formats.score, budget: BUDGETS.score }),
      row(`Lighthouse TBT ${page}`, runs, (r) => r.tbtMs, { format: formats.ms, budget: BUDGETS.tbt }),
    );
  }
  return rows;
}

/** The main thread's work until FCP in each shop's pages of BENCH_PATH and in the bare page, from Chromium's traces. */
async function firstPaint(browser, shops, bare) {
  if (TRACE_RUNS <= 0) return;
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
  for (const page of LOADED_PAGES) {
    const loads = await alternate(
      { ...shops, bare },
      TRACE_RUNS,
      `first paint ${page}`,
      async ({ url }, { name, run }) => {
        const load = await loadPage(browser, url + page, { trace: CATEGORIES });
        if (TRACE_DIR) {
          const file = `${name}${page.replace(/\//g, '_')}-${run}.json`;
          writeFileSync(path.join(TRACE_DIR, file), JSON.stringify({ traceEvents: load.traceEvents }));
        }
        return { ...load, work: mainThreadWork(load.traceEvents, load.url, load.htmlEnd, load.fcp) };
      },
    );
    console.log(`\nFirst paint of ${page}, ms from the navigation's start (a bare page is the browser's own floor):`);
    for (const [name, results] of Object.entries(loads)) printFirstPaint(name, results);
  }
}

/**
 * The built JavaScript of a package in `dist`, whether a page loads it or not: raw, gzip and brotli, and the remote
 * entry a page fetches first from a step module.
 */
function packageSize(label, dist) {
  const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const gzip = (content) => gzipSync(content, { level: 9 }).length;
  const total = (size) => kb(files.reduce((sum, file) => sum + size(readFileSync(path.join(dist, file))), 0));
  const entry = files.includes('remoteEntry.js') && gzip(readFileSync(path.join(dist, 'remoteEntry.js')));
  return {
    package: label,
    raw: total((c) => c.length),
    gzip: total(gzip),
    brotli: total((c) => brotliCompressSync(c).length),
    remoteEntryGzip: entry ? kb(entry) : '-',
  };
}

/** The line that says what a part of the bench did, or why it was skipped. */
const said = (runs, done, skipped) => console.log(runs > 0 ? done : skipped);

if (!process.env.BENCH_URL) ensureBaselineBuild(progress);
const shops = await startShops();
// Which servers sent what is measured (the step images' nginx sends what shared/serve sends: docs/deployment.md).
console.log(
  `Served by: ${process.env.BENCH_URL ?? "npm start's servers: the shop server, and shared/serve for each step"}`,
);
// The server renders and keeps each page on its first request: that one is no buyer's load.
for (const { url } of Object.values(shops))
  for (const page of new Set([...LOADED_PAGES, ...PAGES])) await fetch(url + page);
// The bare page, served at every path, loaded in the same rounds as the shops' pages.
const bare = await serveLocally((_request, response) =>
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE),
);
const browser = await launchChromium();
try {
  const rows = [
    ...(await pageLoadRows(browser, shops, bare)),
    ...(await offerRows(shops)),
    ...(await journeyRows(shops)),
    ...(await mainThreadRows(browser, shops)),
    ...(await lighthouseRows(shops)),
  ];
  await firstPaint(browser, shops, bare);
  if (!process.env.BENCH_URL) {
    console.log('\nBuilt JavaScript per package (all chunks, whether a page loads them or not):');
    // A step's dist/ holds one folder per build; the one measured is the newest. The baseline's build last.
    const steps = STEPS.map((step) => {
      const dir = path.join(ROOT, `mf-${step}`);
      return packageSize(`mf-${step}`, path.join(dir, 'dist', currentBuildFolder(dir)));
    });
    const baseline = packageSize('baseline (all in one build)', BASELINE_DIST);
    console.table([packageSize('shell', path.join(ROOT, 'shell', 'dist')), ...steps, baseline]);
  }
  console.log(`\n${PROFILE_LABEL}; ${RUNS} run(s) per shop, alternating.`);
  said(
    JOURNEY_RUNS,
    `Whole purchase: ${JOURNEY_RUNS} run(s) per shop, the HTTP cache on (docs/performance.md, "The journey").`,
    'Whole purchase: skipped (BENCH_JOURNEY_RUNS=0, or BENCH_URL).',
  );
  said(
    PROFILE_RUNS,
    `Main thread: ${PROFILE_RUNS} profiled load(s) per page and shop, self time by whose code ran (docs/performance.md).`,
    'Main thread: skipped (BENCH_PROFILE_RUNS=0).',
  );
  said(
    LIGHTHOUSE_RUNS,
    `Lighthouse: ${LIGHTHOUSE_RUNS} run(s) per page and shop, mobile, ${LIGHTHOUSE_METHOD}.`,
    'Lighthouse: skipped (BENCH_LIGHTHOUSE_RUNS=0).',
  );
  said(
    TRACE_RUNS,
    `First paint: ${TRACE_RUNS} traced load(s) of ${LOADED_PAGES.join(' and ')} per shop and of a bare page.`,
    'First paint: skipped (BENCH_TRACE_RUNS=0).',
  );
  console.log(table(rows));
} finally {
  await browser.close();
  await Promise.all([bare, ...Object.values(shops)].map((server) => server.stop()));
}
