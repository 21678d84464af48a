// What a flood of policy PDFs does to another buyer (docs/shop-server.md, section 3, "Documents"): starts the built
// shop (sandbox insurer included) on free ports with its default limits, reading client addresses from
// X-Forwarded-For (TRUST_PROXY) so one machine stands for many, and runs e2e/measure/documentFlood.spec.ts against
// it: another buyer's tariff search while all is quiet, then while 40 sessions on 8 addresses each ask for their
// contract's PDF 20 times, the flood; it prints the median and p95 of both, and what the flood got.
//   npm run build && node scripts/measure-document-flood.mjs      (SEARCHES=200 a phase, SESSIONS=40, ADDRESSES=8, PDFS=20)
import { runTests, startBenchShop } from './bench/shops.mjs';

const shop = await startBenchShop('document-flood', () => ({
  env: { TRUST_PROXY: 'true', SESSION_SECRET: `measure-${Math.random()}`.padEnd(40, 'x'), METRICS_PORT: 'off' },
}));
try {
  const env = { SHOP_URL: shop.url };
  if (!(await runTests('e2e/measure/playwright.config.ts', env, ['documentFlood.spec']))) process.exitCode = 1;
} finally {
  await shop.stop();
}
