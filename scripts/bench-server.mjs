// The shop server under a bounded loopback load (autocannon), against what it fronts: in each run, the insurer's
// (the sandbox's) own GET /serverTime, the same call through a bare proxy (scripts/bench/bareProxy.mjs: node:http and
// undici, no checks) and forwarded by the shop (GET /api/serverTime), and the home page as a browser asks for it
// (Accept-Encoding: gzip, deflate, br) and without compression. Prints each run, then per case the median and the
// spread of the runs, and the shares measured in the same run (the machine's load weighs on all alike): the shop's
// rate of the insurer's (the goal), the bare proxy's (what any Node gateway reaches on this machine) and the shop's
// of the bare proxy's (what the shop's checks cost). Starts the built shop and the bare proxy on free ports and stops
// them.
//   npm run build && npm run bench:server       BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_RUNS=3 by default
//   BENCH_METRICS=compare                        also runs a shop without metrics (METRICS_PORT=off) beside it and
//                                                prints what metrics cost (docs/operations.md)
//   BENCH_TRACING=export                         the shop exports its spans (OTEL_EXPORTER_OTLP_ENDPOINT) to a sink
//                                                the bench starts, which answers each export and keeps nothing
import autocannon from 'autocannon';
import { startBareProxy } from './bench/bareProxy.mjs';
import { columns, figure, median, summary } from './bench/report.mjs';
import { serveLocally, startBenchShop } from './bench/shops.mjs';
import { freePort, stopOnFailure } from './services.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const COMPARE_METRICS = process.env.BENCH_METRICS === 'compare';
const EXPORT_SPANS = process.env.BENCH_TRACING === 'export';
/** The goals of the shop server (issue "Abuse and scale"): the gateway keeps pace with the insurer it fronts. */
const GOALS = { forwardedShare: 0.8, homePerSecond: 3000, homeP99Ms: 50 };
/** The sandbox's partner token, which startShop's sandbox and shop both use by default. */
const SANDBOX_TOKEN = 'sandbox-token';

async function start(env) {
  // Their logs go nowhere: reading them here would load the process that generates the load.
  const shop = await startBenchShop('server', () => ({ env, log: null }));
  const bare = await stopOnFailure(
    startBareProxy({ port: await freePort(), insurerApiUrl: shop.insurerApiUrl, comToken: SANDBOX_TOKEN }),
    shop.stop,
  );
  return { ...shop, bareProxyUrl: bare.url, stop: () => Promise.all([shop.stop(), bare.stop()]) };
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
/** Each case: its name, and the URL and headers it asks for on a started shop. */
const CASES = [
  [
    'insurer GET /serverTime (its own rate)',
    (shop) => [`${shop.insurerApiUrl}/serverTime`, { accept: 'application/json', 'com-token': SANDBOX_TOKEN }],
  ],
  [
    'bare proxy GET /api/serverTime (no checks)',
    (shop) => [`${shop.bareProxyUrl}/api/serverTime`, { accept: 'application/json' }],
  ],
  ['shop GET /api/serverTime (forwarded)', (shop) => [`${shop.url}/api/serverTime`, { accept: 'application/json' }]],
  ['home page, browser encodings', (shop) => [`${shop.url}/`, BROWSER]],
  ['home page, no compression', (shop) => [`${shop.url}/`, { accept: 'text/html' }]],
];
const [INSURER, BARE, FORWARDED, HOME] = CASES.map(([name]) => name);

/** Measures one case against one shop and prints it: requests per second (average) and p99 latency. */
async function measureCase(shop, [name, target], label = '') {
  const [url, headers] = target(shop);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${`${name}${label}`.padEnd(62)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
      (failed ? `  (${failed} failed)` : ''),
  );
  return { rate: result.requests.average, p99: result.latency.p99, failed };
}

/** `median [min-max]` of the runs' values, with `digits` decimals. */
const spread = (values, digits = 0) => figure(summary(values), { number: (v) => v.toFixed(digits), unit: '' });

/** The shares printed per run and over the runs: a rate as a share of another measured in the same run. */
const SHARES = [
  ['forwarded / insurer', [FORWARDED, INSURER], `goal >= ${GOALS.forwardedShare}`],
  ['bare proxy / insurer', [BARE, INSURER], 'what a Node gateway without checks reaches on this machine'],
  ['forwarded / bare proxy', [FORWARDED, BARE], "what is left after the shop's checks"],
];
/** Per case, each run's result. */
const runs = new Map(CASES.map(([name]) => [name, []]));
const withoutMetrics = new Map(CASES.map(([name]) => [name, []]));
/** Run `index`'s rate of case `of` as a share of case `to`'s. */
const shareIn = (index, of, to) => runs.get(of)[index].rate / runs.get(to)[index].rate;

/** An OTLP/HTTP endpoint that takes every export (and drops it), as a collector would answer the shop. */
const spanSink = EXPORT_SPANS
  ? await serveLocally((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    })
  : undefined;
console.log(
  `autocannon, ${CONNECTIONS} connections, ${DURATION} s per case, ${RUNS} runs; Node ${process.version}; ` +
    (spanSink ? 'the shop exports its spans (BENCH_TRACING=export)' : 'no span exporter (the default)'),
);
const shop = await start(spanSink ? { OTEL_EXPORTER_OTLP_ENDPOINT: spanSink.url } : {});
const without = COMPARE_METRICS ? await start({ METRICS_PORT: 'off' }) : undefined;
try {
  for (let run = 1; run <= RUNS; run++) {
    console.log(`\nrun ${run}`);
    // The insurer, the bare proxy and the forwarded call back to back, so that all three meet the same machine.
    for (const one of CASES) {
      runs.get(one[0]).push(await measureCase(shop, one));
      if (without && one[0] !== INSURER && one[0] !== BARE)
        withoutMetrics.get(one[0]).push(await measureCase(without, one, ', METRICS_PORT=off'));
    }
    for (const [label, [of, to]] of SHARES) console.log(`${label}: ${shareIn(run - 1, of, to).toFixed(2)}`);
  }

  console.log(`\nover ${RUNS} runs, median [min-max]:`);
  console.log(
    columns([
      ['', 'requests per second', 'p99 ms', ''],
      ...[...runs].map(([name, results]) => [
        name,
        spread(results.map((r) => r.rate)),
        spread(results.map((r) => r.p99)),
        '',
      ]),
      ...SHARES.map(([label, [of, to], note]) => [
        `${label}, per run`,
        spread(
          runs.get(of).map((_, i) => shareIn(i, of, to)),
          2,
        ),
        '',
        note,
      ]),
    ]),
  );
  const home = runs.get(HOME);
  console.log(
    `${'home page, browser encodings'.padEnd(44)} goal >= ${GOALS.homePerSecond} req/s with p99 < ${GOALS.homeP99Ms} ms: ` +
      `${median(home.map((r) => r.rate)) >= GOALS.homePerSecond && median(home.map((r) => r.p99)) < GOALS.homeP99Ms ? 'met' : 'not met'} (medians)`,
  );
  if ([BARE, FORWARDED, HOME].some((name) => runs.get(name).some((r) => r.failed)))
    console.log('some requests failed: see the runs above');

  if (without) {
    console.log(
      '\nwhat metrics cost (requests per second with them against without, over all runs; the goal is under 5% fewer):',
    );
    for (const [name, results] of withoutMetrics) {
      if (!results.length) continue;
      const sum = (list) => list.reduce((total, r) => total + r.rate, 0);
      const change = (sum(runs.get(name)) / sum(results) - 1) * 100;
      console.log(`${name.padEnd(44)} ${change >= 0 ? '+' : ''}${change.toFixed(1)}%`);
    }
  }
} finally {
  await shop.stop();
  await without?.stop();
  await spanSink?.stop();
}
