// `node scripts/bench-first-paint.mjs`: what the browser's main thread does between a page's navigation and its first
// contentful paint, read from Chromium's own trace of cold loads under the bench's profile (bench/profile.mjs), beside
// the same for a bare page (one heading, no style, no script) served from this machine: the browser's own floor, which
// no page can go below. docs/performance.md, "First paint against the HTML's arrival", says how to read it.
//
// BENCH_RUNS loads of each (default 3, alternately); BENCH_PATH the page (default /); BENCH_URL a running shop instead
// of one started here; BENCH_TRACE_DIR a folder to keep each load's trace in (open it in DevTools' Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { settledLoad } from './bench/pageLoad.mjs';
import { PROFILE_LABEL, launchChromium, profiledPage } from './bench/profile.mjs';
import { median } from './bench/report.mjs';
import { alternate, runningShop, startBenchShop } from './bench/shops.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGE = process.env.BENCH_PATH ?? '/';
const TRACE_DIR = process.env.BENCH_TRACE_DIR;

const BARE_PAGE =
  '<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><title>Green Card</title></head><body><h1>Зелена картка</h1></body></html>';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'blink.resource',
  'blink.user_timing',
  'blink_style',
  'fonts',
  'loading',
  'navigation',
  'toplevel',
  'v8',
  'v8.execute',
];

/** Each traced event that names a kind of work, by what it is called here; the innermost one takes the time. */
const WORK = {
  RunTask: 'other work',
  'RenderFrameImpl::CommitNavigation': 'navigation commit',
  'LocalWindowProxy::Initialize': 'script context',
  'HTMLDocumentParser::ScanAndPreload': 'preload scanner',
  'ResourceFetcher::requestResource': 'requests',
  ParseHTML: 'HTML parsing',
  'CSSParserImpl::parseStyleSheet': 'CSS parsing',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.compile': 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  'FontCache::GetFontPlatformData': 'font lookup',
  'InlineNode::ShapeTextIncludingFirstLine': 'text shaping',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};
const KINDS = [...new Set(Object.values(WORK)), 'idle'];

/**
 * The main thread's time from the navigation's start to FCP, by kind of work, split at the HTML's arrival.
 * @returns {{ before: Record<string, number>, after: Record<string, number> }} ms
 */
function mainThreadWork(events, url, htmlEnd, fcp) {
  const start = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!start) throw new Error(`no navigation of ${url} in the trace`);
  const thread = (e) => e.pid === start.pid && e.tid === start.tid;
  // One slot per 0.1 ms, each given to the innermost event covering it (parents are painted first, children over them).
  const slots = new Array(Math.ceil(fcp * 10)).fill('idle');
  const timed = events
    .filter((e) => e.ph === 'X' && WORK[e.name] && thread(e))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const e of timed) {
    const from = Math.max(0, Math.floor((e.ts - start.ts) / 100));
    const to = Math.min(slots.length, Math.ceil((e.ts + e.dur - start.ts) / 100));
    for (let slot = from; slot < to; slot++) slots[slot] = WORK[e.name];
  }
  const before = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  const after = { ...before };
  slots.forEach((kind, slot) => ((slot < htmlEnd * 10 ? before : after)[kind] += 0.1));
  return { before, after };
}

/** One cold load of `url`, traced: the HTML's arrival, FCP, the page's size, and the main thread's work until FCP. */
function tracedLoad(browser, url, name, run) {
  return profiledPage(browser, async ({ page, cdp, network }) => {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
    await (name === 'bare' ? page.goto(url, { waitUntil: 'load' }) : settledLoad(page, network, url));
    // The paint entry comes once the frame is presented, which can be after the load event.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const loaded = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        url: navigation.name,
        htmlEnd: navigation.responseEnd,
        htmlBytes: navigation.decodedBodySize,
        fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        elements: document.getElementsByTagName('*').length,
      };
    });
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    if (TRACE_DIR) writeFileSync(path.join(TRACE_DIR, `${name}-${run}.json`), JSON.stringify({ traceEvents: events }));
    return { ...loaded, work: mainThreadWork(events, loaded.url, loaded.htmlEnd, loaded.fcp) };
  });
}

const ms = (value) => value.toFixed(0).padStart(6);

function report(name, loads) {
  console.log(`\n${name}: ${loads[0].elements} elements, ${(loads[0].htmlBytes / 1024).toFixed(1)} KB of HTML decoded`);
  for (const [index, { htmlEnd, fcp }] of loads.entries()) {
    console.log(`  load ${index + 1}: HTML ${ms(htmlEnd)}, FCP ${ms(fcp)} (${(fcp / htmlEnd).toFixed(2)}x the HTML)`);
  }
  console.log(`  median main-thread ms by work    before the HTML   HTML to FCP`);
  for (const kind of KINDS) {
    const before = median(loads.map((load) => load.work.before[kind]));
    const after = median(loads.map((load) => load.work.after[kind]));
    if (before >= 0.5 || after >= 0.5) console.log(`    ${kind.padEnd(30)} ${ms(before)}${' '.repeat(12)}${ms(after)}`);
  }
}

if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
const bare = createServer((_request, response) =>
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE),
);
await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
const shop = runningShop() || (await startBenchShop('first-paint'));
const browser = await launchChromium();
try {
  const pages = { shop: { url: shop.url + PAGE }, bare: { url: `http://127.0.0.1:${bare.address().port}/` } };
  // The server renders and keeps the page on its first request: that one is not a buyer's load.
  await tracedLoad(browser, pages.shop.url, 'warm-up', 0);
  const loads = await alternate(pages, RUNS, 'first paint', ({ url }, { name, run }) =>
    tracedLoad(browser, url, name, run),
  );
  console.log(`First paint of ${PAGE} under ${PROFILE_LABEL}, ms from the navigation's start:`);
  report(`the shop's ${PAGE}`, loads.shop);
  report('a bare page (the floor)', loads.bare);
} finally {
  await browser.close();
  await shop.stop();
  bare.close();
}
