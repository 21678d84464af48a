// One cold load of a page under the profile, the one path every page measurement of the benches takes: what it
// transferred, when the HTML had arrived (the navigation's responseEnd: the network's floor for a first paint), its
// first and largest contentful paints, its layout shift and long tasks as the browser itself reports them; and, when
// asked, a CPU profile of the load (bench/mainThread.mjs) or Chromium's trace of it (bench/firstPaint.mjs).
import { profiledPage } from './profile.mjs';

const TIMEOUT_MS = 60_000;
const SAMPLING_INTERVAL_US = 200;

/** Records FCP, LCP, CLS and the long tasks from the page's first moment; read once the page has settled. */
function observeVitals() {
  const vitals = { fcp: 0, lcp: 0, cls: 0, longTasks: [] };
  window.__vitals = vitals;
  const observe = (type, take) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
  observe('paint', (entry) => entry.name === 'first-contentful-paint' && (vitals.fcp = entry.startTime));
  observe('largest-contentful-paint', (entry) => (vitals.lcp = entry.startTime));
  observe('layout-shift', (entry) => !entry.hadRecentInput && (vitals.cls += entry.value));
  observe('longtask', (entry) => vitals.longTasks.push(entry.duration));
}

/**
 * Loads `url` and waits until it is complete, and a second more (for late LCP and layout-shift entries, and work the
 * page leaves for when it is idle).
 */
async function settledLoad(page, network, url) {
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
  // A quiet network alone is no sign of a finished page: the step's code is asked for only once the shell's has
  // run, which on a slow CPU can take longer than any quiet period. Every page has one heading, drawn by its step
  // (or the shell for the 404 page): the page is complete once that is shown and nothing more is being fetched.
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  await network.quiet(500, TIMEOUT_MS);
  await page.waitForTimeout(1000);
  // The paint entry comes once the frame is presented, which can be after the load event.
  await page.waitForFunction(() => window.__vitals.fcp > 0, undefined, { timeout: TIMEOUT_MS });
}

/** The DevTools protocol's sampling profile of `load()`: @returns {Promise<object>} the .cpuprofile */
async function profiled(cdp, load) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  await load();
  return (await cdp.send('Profiler.stop')).profile;
}

/**
 * @typedef {{ url: string, jsBytes: number, allBytes: number, scripts: [string, number][], htmlEnd: number,
 *   htmlBytes: number, elements: number, fcp: number, lcp: number, cls: number, longTasks: number[],
 *   profile?: object, traceEvents?: object[] }} Load times in ms from the navigation's start; `url` the document's
 */

/**
 * @param {{ profile?: boolean, trace?: string[] }} options `profile`: record a CPU profile of the load; `trace`:
 * record Chromium's trace in these categories (not both: each would weigh on the other's figures)
 * @returns {Promise<Load>}
 */
export function loadPage(browser, url, { profile = false, trace } = {}) {
  return profiledPage(browser, async ({ page, cdp, network }) => {
    await page.addInitScript(observeVitals);
    const load = () => settledLoad(page, network, url);
    const recorded = {};
    if (profile) recorded.profile = await profiled(cdp, load);
    else if (trace) {
      // Chromium's trace of the load in these categories, as Playwright records it.
      await browser.startTracing(page, { categories: trace });
      await load();
      recorded.traceEvents = JSON.parse(String(await browser.stopTracing())).traceEvents;
    } else await load();
    const loaded = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        ...window.__vitals,
        url: navigation.name,
        htmlEnd: navigation.responseEnd,
        htmlBytes: navigation.decodedBodySize,
        elements: document.getElementsByTagName('*').length,
      };
    });
    const responses = network.finished();
    const allBytes = responses.reduce((sum, { bytes }) => sum + bytes, 0);
    const scripts = responses.filter(({ type }) => type === 'Script').map(({ url, bytes }) => [url, bytes]);
    const jsBytes = scripts.reduce((sum, [, bytes]) => sum + bytes, 0);
    return { ...loaded, ...recorded, jsBytes, allBytes, scripts };
  });
}
