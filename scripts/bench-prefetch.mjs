// `npm run bench:prefetch`: what fetching the next step ahead saves a buyer in WebKit, Safari's engine, which ignores
// rel=prefetch (docs/performance.md). Starts the built shop on free ports and runs e2e/measure/webkitPrefetch.spec.ts
// in Debian's WebKitGTK, which prints the figures. Needs `npm run build` first; BENCH_RUNS (default 5) runs per
// variant, BENCH_LATENCY_MS (default 150) added to every request of the page.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, freePorts, startShop } from './services.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-bench-prefetch-'));
const shop = await startShop({
  ports: await freePorts(),
  sandboxDataDir: dataDir,
  log: () => undefined,
  env: { METRICS_PORT: 'off' },
});
try {
  const run = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '--config',
      'e2e/measure/playwright.config.ts',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        SHOP_URL: shop.shopUrl,
        STEP_ORIGINS: Object.values(shop.remoteUrls)
          .map((url) => new URL(url).origin)
          .join(','),
      },
    },
  );
  const status = await new Promise((resolve) => run.once('exit', resolve));
  if (status !== 0) process.exitCode = 1;
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
