// `npm run bench:prefetch`: what fetching the next step ahead saves a buyer in WebKit, Safari's engine, which ignores
// rel=prefetch (docs/performance.md). Starts the built shop on free ports and runs e2e/measure/webkitPrefetch.spec.ts
// in Debian's WebKitGTK, which prints the figures. Needs `npm run build` first; BENCH_RUNS (default 5) runs per
// variant, BENCH_LATENCY_MS (default 150) added to every request of the page.
import { runTests, startBenchShop } from './bench/shops.mjs';

const shop = await startBenchShop('prefetch', () => ({ env: { METRICS_PORT: 'off' } }));
try {
  const origins = Object.values(shop.remoteUrls).map((url) => new URL(url).origin);
  const env = { SHOP_URL: shop.url, STEP_ORIGINS: origins.join(',') };
  const passed = await runTests('e2e/measure/playwright.config.ts', env, ['webkitPrefetch.spec']);
  if (!passed) process.exitCode = 1;
} finally {
  await shop.stop();
}
