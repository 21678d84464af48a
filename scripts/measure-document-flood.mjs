// What a flood of policy PDFs does to another buyer (docs/shop-server.md, section 3, "Documents"): starts the built
// shop (sandbox insurer included) on free ports with its default limits, reading client addresses from
// X-Forwarded-For (TRUST_PROXY) so one machine stands for many; measures another buyer's tariff search while all is
// quiet, then while 40 sessions on 8 addresses each ask for their contract's PDF 20 times, the flood; prints
// the median and p95 of both, and what the flood got.
//   npm run build && node scripts/measure-document-flood.mjs      (SEARCHES=200 a phase, SESSIONS=40, ADDRESSES=8, PDFS=20)
import { median, percentile } from './bench/report.mjs';
import { startBenchShop } from './bench/shops.mjs';

const SEARCHES = Number(process.env.SEARCHES ?? 200);
const SESSIONS = Number(process.env.SESSIONS ?? 40);
const ADDRESSES = Number(process.env.ADDRESSES ?? 8);
const PDFS = Number(process.env.PDFS ?? 20);
const SELECTION = { area: 'EUROPE', type: 'A', period: 'ONE_MONTH', customerCategory: 'NATURAL' };

const shop = await startBenchShop('document-flood', () => ({
  env: { TRUST_PROXY: 'true', SESSION_SECRET: `measure-${Math.random()}`.padEnd(40, 'x'), METRICS_PORT: 'off' },
}));
const api = (route, { address, cookie, ...init } = {}) =>
  fetch(`${shop.url}/api${route}`, {
    ...init,
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}), ...init.headers },
  });
const kyivDay = (days) => {
  const date = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date())}T00:00:00Z`,
  );
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A session with a draft of its own, made through the shop from `address`; answers its cookie and contract. */
async function sessionWithContract(address, i, tariff) {
  const answer = await api('/green/save/draft', {
    address,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      tariff_id: tariff,
      period: SELECTION.period,
      email: `flood${i}@example.com`,
      phone: `+38067${String(1_000_000 + i)}`,
      name_first: 'Taras',
      name_last: 'Koval',
      name_middle: 'Ivanovych',
      address: 'Khreshchatyk St 1, Kyiv',
      birth_date: '2000-01-01',
      date_from: kyivDay(4),
      vehicle_type: SELECTION.type,
      coverage_area: SELECTION.area,
      shop_order_number: 1_000_000_000 + i,
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
      autoMaker: 'Volkswagen',
      autoModel: 'Golf',
      sourceInfo: 'measure',
    }),
  });
  if (!answer.ok) throw new Error(`draft ${i}: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers.get('set-cookie').split(';')[0];
  return { address, cookie, contract: (await answer.json()).data.id };
}

const searchQuery = `/green/search?${new URLSearchParams(SELECTION)}`;
/** Another buyer's searches, one after another, each timed; until `done` says stop (or `SEARCHES` of them). */
async function searches(done = () => false) {
  const times = [];
  while (times.length < SEARCHES && !done()) {
    const started = performance.now();
    const answer = await api(searchQuery, { address: '198.51.100.1' });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}
const figures = (times) => ({ n: times.length, median: median(times), p95: percentile(times, 0.95) });

try {
  const [{ tariff }] = (await (await api(searchQuery, { address: '198.51.100.2' })).json()).data;
  // The flood's sessions are made at a pace the draft limits allow (each address makes its five in one minute).
  const sessions = [];
  for (let i = 0; i < SESSIONS; i++)
    sessions.push(await sessionWithContract(`203.0.113.${1 + (i % ADDRESSES)}`, i, tariff));
  await searches(); // warm
  const quiet = figures(await searches());

  const outcomes = new Map();
  let flooding = true;
  const floodStarted = performance.now();
  const flood = Promise.all(
    sessions.map(async ({ address, cookie, contract }) => {
      for (let i = 0; i < PDFS; i++) {
        const answer = await api(`/order/show?contract_id=${contract}&lang=uk`, { address, cookie });
        await answer.arrayBuffer();
        outcomes.set(answer.status, (outcomes.get(answer.status) ?? 0) + 1);
      }
    }),
  ).then(() => (flooding = false));
  const loaded = figures(await searches(() => !flooding));
  await flood;
  const floodSeconds = (performance.now() - floodStarted) / 1000;

  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `Another buyer's tariff search (${shop.url}), ${SESSIONS} sessions on ${ADDRESSES} addresses x ${PDFS} PDFs:`,
  );
  console.log(`  quiet:       median ${ms(quiet.median)}, p95 ${ms(quiet.p95)} (${quiet.n} searches)`);
  console.log(`  under flood: median ${ms(loaded.median)}, p95 ${ms(loaded.p95)} (${loaded.n} searches)`);
  console.log(`  flood median / quiet median: ${(loaded.median / quiet.median).toFixed(2)}x (target: under 5x)`);
  console.log(
    `  the flood: ${SESSIONS * PDFS} PDFs asked for in ${floodSeconds.toFixed(1)} s, answered ${JSON.stringify(Object.fromEntries(outcomes))}`,
  );
} finally {
  await shop.stop();
}
