// The one device and network every figure of `npm run bench` is measured under: a mid-range phone on Slow 4G; and
// the one Chromium the benches drive (Debian's, with the same flags everywhere).
import { chromium } from '@playwright/test';
import { trackNetwork } from './network.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium as the bench and Lighthouse start it (the same flags everywhere, nothing else added). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium under Playwright, as the benches drive it. */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

export const PROFILE = {
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

export const PROFILE_LABEL =
  `Slow 4G (${PROFILE.latencyMs} ms, ${PROFILE.downloadKbps / 1024} Mbit/s down, ${PROFILE.uploadKbps} kbit/s up), ` +
  `${PROFILE.cpuSlowdown}x CPU slowdown, ${PROFILE.viewport.width}x${PROFILE.viewport.height}, cold cache`;

/** The tag manager is a third party the shop does not control (and this machine cannot reach): left out. */
export const BLOCKED_URLS = ['https://www.googletagmanager.com/*'];

/**
 * Runs `measure` on a fresh browser context (empty cache, no cookies) throttled to the profile: its page, CDP session
 * and network record (bench/network.mjs); the context is closed after. The cache is disabled unless `cache`: a
 * journey over several pages keeps it, as a buyer's browser does.
 */
export async function profiledPage(browser, measure, { cache = false } = {}) {
  const context = await browser.newContext({ viewport: PROFILE.viewport, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Blocked by the browser itself: Playwright's page.route would intercept every request, which turns the HTTP cache
    // off, and a purchase's later pages would then fetch again what the buyer's browser has.
    await cdp.send('Network.setBlockedURLs', { urls: BLOCKED_URLS });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: (PROFILE.downloadKbps * 1024) / 8,
      uploadThroughput: (PROFILE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    return await measure({ page, cdp, network: trackNetwork(cdp) });
  } finally {
    await context.close();
  }
}
