// `npm run dev:measure`: the save-to-screen time of the dev loop of the points step (docs/dev-loop.md). It starts
// `npm run dev -- points` as the developer would, opens the points page in headless Chromium, types an amount, then
// saves an edit of a points component several times (e2e/devLoop/saveToScreen.spec.ts), each time from the file's
// write until the open page shows the new text, with no reload and the amount still typed; it prints the median.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './bench/report.mjs';
import { runTests } from './bench/shops.mjs';
import { startDevLoop } from './devLoop.mjs';

const GOAL_MS = 3000;
const result = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-dev-loop-')), 'times.json');
const loop = await startDevLoop({ module: 'points', log: () => undefined });
let times = [];
try {
  const passed = await runTests('e2e/devLoop/playwright.config.ts', {
    SHOP_URL: loop.shopUrl,
    SANDBOX_URL: loop.sandboxUrl,
    DEV_LOOP_RESULT: result,
    // The test signs its partner link with the key the dev loop's shop and sandbox share.
    LOYALTY_LINK_KEY: loop.loyaltyLinkKey,
  });
  times = JSON.parse(readFileSync(result, 'utf8'));
  if (!passed) process.exitCode = 1;
} finally {
  await loop.stop();
}
if (times.length) {
  console.log(`\nSave-to-screen, points dev loop, ${times.length} saves: ${times.map((t) => `${t} ms`).join(', ')}`);
  console.log(
    `Median: ${median(times)} ms (goal: under ${GOAL_MS} ms). Measured from the file's write to the text shown in the open page, no reload, typed amount kept.`,
  );
  if (median(times) >= GOAL_MS) process.exitCode = 1;
} else {
  console.log('No save was measured.');
  process.exitCode = 1;
}
