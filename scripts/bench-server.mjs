// The shop server under a bounded loopback load (autocannon): requests/s and p99 of the home page as a browser
// asks for it (Accept-Encoding: gzip, deflate, br) and without compression, and of one forwarded insurer call.
// Starts the built shop on free ports twice, with its metrics (METRICS_PORT) and without (METRICS_PORT=off), and
// prints both and what metrics cost (docs/operations.md); or measures BENCH_URL once. Stops what it started.
//   npm run build && npm run bench:server       BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_ROUNDS=2 by default
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { STEPS, startShop } from './services.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
/** Each case is measured this many times against each shop, alternately. */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function start(env) {
  if (process.env.BENCH_URL) return { shopUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-bench-server-'));
  const remotes = {};
  for (const step of STEPS) remotes[step] = await freePort();
  const ports = { shop: await freePort(), sandbox: await freePort(), remotes };
  const shop = await startShop({ ports, sandboxDataDir: dataDir, log: () => undefined, env });
  return { ...shop, stop: async () => { await shop.stop(); rmSync(dataDir, { recursive: true, force: true }); } };
}

function measure(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

const cases = [
  ['home page, browser encodings', '/', { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }],
  ['home page, no compression', '/', { accept: 'text/html' }],
  ['GET /api/serverTime (forwarded)', '/api/serverTime', { accept: 'application/json' }],
];

/** Measures one case against one shop, prints and answers its requests per second. */
async function measureCase(label, shop, [name, urlPath, headers]) {
  const result = await measure(`${shop.shopUrl}${urlPath}`, headers);
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${`${name}, ${label}`.padEnd(60)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
      (failed ? `  (${failed} failed)` : ''),
  );
  return result.requests.average;
}

console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each`);
if (process.env.BENCH_URL) {
  const shop = await start({});
  for (const one of cases) await measureCase(shop.shopUrl, shop, one);
} else {
  // Both shops run side by side and each case alternates between them (with, without, with, without): a machine
  // that gets busier or warmer during the run weighs on both alike.
  const withMetrics = await start({ METRICS_PORT: String(await freePort()) });
  const without = await start({ METRICS_PORT: 'off' });
  try {
    const costs = [];
    for (const one of cases) {
      const rates = { with: 0, without: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        rates.with += await measureCase('with metrics', withMetrics, one);
        rates.without += await measureCase('without (METRICS_PORT=off)', without, one);
      }
      costs.push([one[0], (rates.with / rates.without - 1) * 100]);
    }
    console.log('\nwhat metrics cost (requests per second with them against without, over all rounds; the goal is under 5% fewer):');
    for (const [name, change] of costs) console.log(`${name.padEnd(34)} ${change >= 0 ? '+' : ''}${change.toFixed(1)}%`);
  } finally {
    await withMetrics.stop();
    await without.stop();
  }
}
