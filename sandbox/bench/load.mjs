// Bounded loopback load test of GET /green/search and POST /green/save/draft (autocannon, 10 s each).
// Builds the sandbox, starts it on a free 127.0.0.1 port with a temporary database, prints requests/s and p99
// latency, then stops it. Run: npm run bench --workspace sandbox  (or: node sandbox/bench/load.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SANDBOX_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'bench-token';
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

const isoDate = (d) => d.toISOString().slice(0, 10);
const addDays = (iso, n) => isoDate(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000));

function draftBody() {
  const today = isoDate(new Date());
  // Ten days ahead is inside the window (later than tomorrow, at most 30 days) whatever the hour in Kyiv.
  const start = addDays(today, 10);
  return JSON.stringify({
    tariff_id: 12031,
    period: 'ONE_MONTH',
    email: 'bench@example.com',
    phone: '+380671112233',
    name_first: 'Taras',
    name_last: 'Koval',
    name_middle: 'Ivanovych',
    address: 'Khreshchatyk St 1, Kyiv',
    birth_date: '2000-01-01',
    date_from: addDays(start, -1),
    vehicle_type: 'A',
    coverage_area: 'EUROPE',
    shop_order_number: 4821937465,
    insurance_type: 'auto',
    foreign_operator: false,
    doc_type: 'EXTERNAL_PASSPORT',
    doc_number: '123456',
    doc_issued_by: '8012',
    doc_date: '2020-05-14',
    doc_seria: 'FA',
    registration_place: 80001,
    dont_have_code: false,
    code: '3652504575',
    state_number: 'AA1234AA',
    body_number: 'WVWZZZ1KZAW000001',
    year: 2016,
    engineVolume: 1598,
    grossWeight: 1790,
    curbWeight: 1270,
    seatingCapacity: 5,
    autoMaker: 'Volkswagen',
    autoModel: 'Golf',
    model_id: 1001,
    auto_maker_id: 1,
    sourceInfo: 'bench',
  });
}

async function waitUntilUp(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await fetch(`${url}/serverTime`, { headers: { 'COM-TOKEN': TOKEN } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sandbox did not start');
}

function run(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      const non2xx = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${name.padEnd(26)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms` +
          `   (${result.requests.total} requests, ${non2xx} failed)`,
      );
      resolve(result);
    });
  });
}

const build = spawnSync('npm', ['run', 'build'], { cwd: SANDBOX_DIR, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'greencard-bench-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(SANDBOX_DIR, 'dist', 'main.js')], {
  env: {
    ...process.env,
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(port),
    SANDBOX_TOKEN: TOKEN,
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_LOG: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitUntilUp(url);
  console.log(`sandbox on ${url}; ${DURATION} s per call, ${CONNECTIONS} connections`);
  await run('GET /green/search', {
    url: `${url}/green/search?area=EUROPE&type=A&period=YEAR&customerCategory=NATURAL`,
    headers: { 'COM-TOKEN': TOKEN },
  });
  await run('POST /green/save/draft', {
    url: `${url}/green/save/draft`,
    method: 'POST',
    headers: { 'COM-TOKEN': TOKEN, 'content-type': 'application/json' },
    body: draftBody(),
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
