// The shop server under a bounded loopback load (autocannon): requests/s and p99 of the home page as a browser
// asks for it (Accept-Encoding: gzip, deflate, br) and without compression, and of one forwarded insurer call.
// Starts the built shop on free ports (or measures BENCH_URL), prints the figures, stops it.
//   npm run build && npm run bench:server       BENCH_SECONDS=10 BENCH_CONNECTIONS=10 by default
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { STEPS, startShop } from './services.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function start() {
  if (process.env.BENCH_URL) return { shopUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-bench-server-'));
  const remotes = {};
  for (const step of STEPS) remotes[step] = await freePort();
  const ports = { shop: await freePort(), sandbox: await freePort(), remotes };
  const shop = await startShop({ ports, sandboxDataDir: dataDir, log: () => undefined });
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

const shop = await start();
try {
  const cases = [
    ['home page, browser encodings', '/', { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }],
    ['home page, no compression', '/', { accept: 'text/html' }],
    ['GET /api/serverTime (forwarded)', '/api/serverTime', { accept: 'application/json' }],
  ];
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each, against ${shop.shopUrl}`);
  for (const [name, urlPath, headers] of cases) {
    const result = await measure(`${shop.shopUrl}${urlPath}`, headers);
    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
        (failed ? `  (${failed} failed)` : ''),
    );
  }
} finally {
  await shop.stop();
}
