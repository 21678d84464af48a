// `npm run dev:measure`: the save-to-screen time of the dev loop of the points step (docs/dev-loop.md). It starts
// `npm run dev -- points` as the developer would, opens the points page in headless Chromium, types an amount, then
// saves an edit of a points component several times (e2e/devLoop/saveToScreen.spec.ts), each time from the file's
// write until the open page shows the new text, with no reload and the amount still typed; it prints the median.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevLoop } from './devLoop.mjs';
import { ROOT, SANDBOX_LOYALTY_LINK_KEY } from './services.mjs';

const devPort = Number(process.env.DEV_PORT ?? 8180);
const result = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-dev-loop-')), 'times.json');
const loop = await startDevLoop({ module: 'points', devPort, log: () => undefined });
let times = [];
try {
  // Not spawnSync: the dev server runs in this process and must go on answering while the browser works.
  const run = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '--config',
      'e2e/devLoop/playwright.config.ts',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // The test signs its partner link with the key the dev loop's shop and sandbox share (the sandbox's own).
      env: {
        ...process.env,
        SHOP_URL: loop.shopUrl,
        SANDBOX_URL: loop.sandboxUrl,
        DEV_LOOP_RESULT: result,
        LOYALTY_LINK_KEY: process.env.LOYALTY_LINK_KEY ?? SANDBOX_LOYALTY_LINK_KEY,
      },
    },
  );
  const status = await new Promise((resolve) => run.once('exit', resolve));
  times = JSON.parse(readFileSync(result, 'utf8'));
  if (status !== 0) process.exitCode = 1;
} finally {
  await loop.stop();
}
if (times.length) {
  const sorted = [...times].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  console.log(`\nSave-to-screen, points dev loop, ${times.length} saves: ${times.map((t) => `${t} ms`).join(', ')}`);
  console.log(
    `Median: ${median} ms (goal: under 3000 ms). Measured from the file's write to the text shown in the open page, no reload, typed amount kept.`,
  );
  if (median >= 3000) process.exitCode = 1;
} else {
  console.log('No save was measured.');
  process.exitCode = 1;
}
