// One cold load of a page under the profile: the JavaScript it transferred, when the HTML had arrived (the navigation's
// responseEnd: the network's floor for a first paint), its first and largest contentful paints and its cumulative
// layout shift, as the browser itself reports them.
import { profiledPage } from './profile.mjs';

const TIMEOUT_MS = 60_000;

/** Records FCP, LCP and CLS from the page's first moment; read once the page has settled. */
function observeVitals() {
  window.__fcp = 0;
  window.__lcp = 0;
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Loads `url` and waits until it is complete, and a second more (for late LCP and layout-shift entries, and work the
 * page leaves for when it is idle).
 */
export async function settledLoad(page, network, url) {
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
  // A quiet network alone is no sign of a finished page: the step's code is asked for only once the shell's has
  // run, which on a slow CPU can take longer than any quiet period. Every page has one heading, drawn by its step
  // (or the shell for its own pages): the page is complete once that is shown and nothing more is being fetched.
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  await network.quiet(500, TIMEOUT_MS);
  await page.waitForTimeout(1000);
}

/**
 * @returns {Promise<{ jsBytes: number, allBytes: number, scripts: [string, number][], htmlEnd: number, fcp: number,
 *   lcp: number, cls: number }>} times in ms from the navigation's start
 */
export function loadPage(browser, url) {
  return profiledPage(browser, async ({ page, network }) => {
    await page.addInitScript(observeVitals);
    await settledLoad(page, network, url);
    const { htmlEnd, fcp, lcp, cls } = await page.evaluate(() => ({
      htmlEnd: performance.getEntriesByType('navigation')[0].responseEnd,
      fcp: window.__fcp,
      lcp: window.__lcp,
      cls: window.__cls,
    }));
    const responses = network.finished();
    const allBytes = responses.reduce((sum, { bytes }) => sum + bytes, 0);
    const scripts = responses.filter(({ type }) => type === 'Script').map(({ url, bytes }) => [url, bytes]);
    const jsBytes = scripts.reduce((sum, [, bytes]) => sum + bytes, 0);
    return { jsBytes, allBytes, scripts, htmlEnd, fcp, lcp, cls };
  });
}
