// Lighthouse's performance score and total blocking time of a page, as a phone on the bench's profile sees it.
// Throttling is Lighthouse's default, simulated (the page loads unthrottled and Lantern models the load from the
// trace), set to the profile's numbers: 150 ms round trip, 1.6 Mbit/s down, 4x CPU (the upload speed plays no part
// in a simulated load). Its emulated phone is its own mobile default (412x823 at 1.75 device pixels).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BLOCKED_URLS, CHROMIUM, CHROMIUM_ARGS, PROFILE } from './profile.mjs';

export const LIGHTHOUSE_METHOD = "simulated throttling (Lantern) with the profile's numbers";

const FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: {
    rttMs: PROFILE.latencyMs,
    throughputKbps: PROFILE.downloadKbps,
    cpuSlowdownMultiplier: PROFILE.cpuSlowdown,
  },
  blockedUrlPatterns: BLOCKED_URLS,
};

const ATTEMPTS = 3;

/** Lighthouse could not record the page (its runtimeError: NO_NAVSTART and the like, seen on a busy machine). */
class UnrecordedRun extends Error {}

async function run(url, port) {
  const lhr = (await lighthouse(url, { ...FLAGS, port }))?.lhr;
  if (!lhr) throw new Error(`Lighthouse on ${url} gave no result`);
  if (lhr.runtimeError) throw new UnrecordedRun(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
  const score = lhr.categories.performance.score;
  if (score === null)
    throw new Error(`Lighthouse on ${url} gave no performance score: ${JSON.stringify(lhr.runWarnings)}`);
  return { score, tbtMs: lhr.audits['total-blocking-time'].numericValue };
}

/**
 * One Lighthouse run in a browser of its own (so no run inherits another's state), tried again when Lighthouse
 * could not record the page at all: such a run measured nothing. @returns {Promise<{ score: number, tbtMs: number }>}
 */
export async function lighthouseRun(url, log = console.warn) {
  for (let attempt = 1; ; attempt++) {
    // Debian's Chromium with exactly the profile's flags: chrome-launcher adds only the port and a throwaway profile
    // folder, and kills the browser's process group and removes that folder when closed.
    const browser = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, ignoreDefaultFlags: true });
    try {
      return await run(url, browser.port);
    } catch (error) {
      if (!(error instanceof UnrecordedRun) || attempt === ATTEMPTS) throw error;
      log(`${error.message}; trying again (${attempt + 1}/${ATTEMPTS})`);
    } finally {
      // A profile folder left in the temp directory is not worth the run's measurements (seen: ENOTEMPTY on a busy
      // machine while a helper process still wrote to it).
      try {
        browser.kill();
      } catch (error) {
        log(`Chromium's profile folder left behind: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
