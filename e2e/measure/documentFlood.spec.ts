// What a flood of policy PDFs does to another buyer (docs/shop-server.md, section 3, "Documents"):
// scripts/measure-document-flood.mjs runs it against a built shop it started with its default limits, reading client
// addresses from X-Forwarded-For (TRUST_PROXY) so one machine stands for many. Measures another buyer's tariff search
// while all is quiet, then while SESSIONS sessions on ADDRESSES addresses each ask for their contract's PDF PDFS times,
// the flood; prints the median and p95 of both, and what the flood got. Asserts nothing about time.
import path from 'node:path';
import { request, test, type APIRequestContext } from '@playwright/test';
import { throughShop } from '../support/journey';
import { snakeDraft } from '../support/steps/confirm';

const SEARCHES = Number(process.env.SEARCHES ?? 200);
const SESSIONS = Number(process.env.SESSIONS ?? 40);
const ADDRESSES = Number(process.env.ADDRESSES ?? 8);
const PDFS = Number(process.env.PDFS ?? 20);
const SHOP = process.env.SHOP_URL ?? '';
const SELECTION = { area: 'EUROPE', type: 'A', period: 'ONE_MONTH', customerCategory: 'NATURAL' };
const SEARCH = `${SHOP}/api/green/search?${new URLSearchParams(SELECTION)}`;

/** The bench's own figures of runs (scripts/bench/report.mjs). */
type Report = { median: (values: number[]) => number; percentile: (values: number[], q: number) => number };
const report = async () => (await import(path.resolve(__dirname, '../../scripts/bench/report.mjs'))) as Report;

/** The tariff search from `address`, with plain fetch: a client of its own to time, nothing between. */
const search = (address: string) => fetch(SEARCH, { headers: { 'x-forwarded-for': address } });

/** Another buyer's searches, one after another, each timed; until `done` says stop (or SEARCHES of them). */
async function searches(done = () => false) {
  const times: number[] = [];
  while (times.length < SEARCHES && !done()) {
    const started = performance.now();
    await (await search('198.51.100.1')).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

test("another buyer's search under a flood of PDFs", async () => {
  const { median, percentile } = await report();
  const figures = (times: number[]) => ({ n: times.length, median: median(times), p95: percentile(times, 0.95) });
  const [{ tariff }] = ((await (await search('198.51.100.2')).json()) as { data: [{ tariff: number }] }).data;
  // Each session its own cookies from its own address; made at a pace the draft limits allow (each address makes its
  // five in one minute).
  const sessions: { session: APIRequestContext; contract: number }[] = [];
  try {
    for (let i = 0; i < SESSIONS; i++) {
      const address = `203.0.113.${1 + (i % ADDRESSES)}`;
      const session = await request.newContext({
        baseURL: SHOP,
        extraHTTPHeaders: { 'x-forwarded-for': address },
        // A PDF may wait long under the flood: it is measured, not given up on.
        timeout: 0,
      });
      const draft = snakeDraft({ tariff }, `+38067${1_000_000 + i}`, 1_000_000_000 + i);
      sessions.push({
        session,
        contract: (await throughShop<{ id: number }>(session, 'POST', '/green/save/draft', draft)).id,
      });
    }
    await searches(); // warm
    const quiet = figures(await searches());

    const outcomes = new Map<number, number>();
    let flooding = true;
    const floodStarted = performance.now();
    const flood = Promise.all(
      sessions.map(async ({ session, contract }) => {
        for (let i = 0; i < PDFS; i++) {
          const status = (await session.get(`/api/order/show?contract_id=${contract}&lang=uk`)).status();
          outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
        }
      }),
    ).then(() => (flooding = false));
    const loaded = figures(await searches(() => !flooding));
    await flood;
    const floodSeconds = (performance.now() - floodStarted) / 1000;

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      [
        `Another buyer's tariff search (${SHOP}), ${SESSIONS} sessions on ${ADDRESSES} addresses x ${PDFS} PDFs:`,
        `  quiet:       median ${ms(quiet.median)}, p95 ${ms(quiet.p95)} (${quiet.n} searches)`,
        `  under flood: median ${ms(loaded.median)}, p95 ${ms(loaded.p95)} (${loaded.n} searches)`,
        `  flood median / quiet median: ${(loaded.median / quiet.median).toFixed(2)}x (target: under 5x)`,
        `  the flood: ${SESSIONS * PDFS} PDFs asked for in ${floodSeconds.toFixed(1)} s, answered ${JSON.stringify(Object.fromEntries(outcomes))}`,
      ].join('\n'),
    );
  } finally {
    await Promise.all(sessions.map(({ session }) => session.dispose()));
  }
});
