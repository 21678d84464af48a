// `npm run bench`: the home page budget of DEVELOPERS.md, measured, not asserted.
// Starts the built shop on free ports, opens / in Debian's Chromium under Slow 4G (150 ms RTT, 1.6 Mbps down,
// 750 kbps up) with 4x CPU slowdown, and prints the JavaScript transferred, LCP and CLS (median of N cold loads),
// then the gzipped size of each package's built JavaScript.
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { createServer } from 'node:net';
import { ROOT, STEPS, startShop } from './services.mjs';
import { currentBuildFolder } from '../shared/build/currentBuild.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE = process.env.BENCH_PATH ?? '/';
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map();
  let jsBytes = 0;
  let allBytes = 0;
  const scripts = [];
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => {
    allBytes += e.encodedDataLength;
    const info = types.get(e.requestId);
    if (info?.type === 'Script') {
      jsBytes += e.encodedDataLength;
      scripts.push([info.url, e.encodedDataLength]);
    }
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { lcp, cls, lcpElement } = await page.evaluate(() => ({
    lcp: window.__lcp,
    cls: window.__cls,
    lcpElement: document.querySelector('h1')?.textContent ?? '',
  }));
  await context.close();
  return { jsBytes, allBytes, lcp, cls, scripts, lcpElement };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function packageSizes() {
  const rows = [];
  for (const dir of ['shell', ...STEPS.map((s) => `mf-${s}`)]) {
    // A step's dist/ holds one folder per build; the one measured is the newest.
    const dist = path.join(ROOT, dir, 'dist', dir === 'shell' ? '' : currentBuildFolder(path.join(ROOT, dir)));
    let raw = 0;
    let gz = 0;
    let br = 0;
    let entry = 0;
    for (const file of readdirSync(dist)) {
      if (!file.endsWith('.js')) continue;
      const content = readFileSync(path.join(dist, file));
      raw += statSync(path.join(dist, file)).size;
      gz += gzipSync(content, { level: 9 }).length;
      br += brotliCompressSync(content).length;
      if (file === 'remoteEntry.js') entry = gzipSync(content, { level: 9 }).length;
    }
    rows.push({ package: dir, raw: kb(raw), gzip: kb(gz), brotli: kb(br), remoteEntryGzip: entry ? kb(entry) : '-' });
  }
  return rows;
}

// BENCH_URL measures a shop that is already running (a staging deployment, say) instead of starting one.
async function startOrReuse() {
  if (process.env.BENCH_URL) return { shopUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined };
  const ports = { shop: await freePort(), sandbox: await freePort(), remotes: {} };
  for (const step of STEPS) ports.remotes[step] = await freePort();
  return startShop({ ports, sandboxDataDir: dataDir, log: () => undefined });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-bench-'));
const shop = await startOrReuse();
const browser = await chromium.launch(LAUNCH);
try {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await measure(browser, shop.shopUrl + PAGE));
  const last = results.at(-1);
  console.log(`Home page ${PAGE}, Slow 4G + 4x CPU, ${RUNS} cold loads (median):`);
  console.log(`  JavaScript transferred: ${kb(median(results.map((r) => r.jsBytes)))} (budget 150 KB)`);
  console.log(`  Everything transferred: ${kb(median(results.map((r) => r.allBytes)))}`);
  console.log(`  Largest contentful paint: ${Math.round(median(results.map((r) => r.lcp)))} ms (budget 1500 ms)`);
  console.log(`  Cumulative layout shift: ${median(results.map((r) => r.cls)).toFixed(4)} (budget < 0.02)`);
  console.log('  Scripts of the last load:');
  for (const [url, bytes] of last.scripts) console.log(`    ${kb(bytes).padStart(9)}  ${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}`);
  if (!process.env.BENCH_URL) {
    console.log('\nBuilt JavaScript per package (all chunks, whether a page loads them or not):');
    console.table(packageSizes());
  }
} finally {
  await browser.close();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
