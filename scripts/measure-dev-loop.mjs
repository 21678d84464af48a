// `npm run dev:measure`: the save-to-screen time of the dev loop of the points step (docs/dev-loop.md). It starts
// `npm run dev -- points` as the developer would, and runs e2e/devLoop/saveToScreen.spec.ts against it: it opens the
// points page in headless Chromium, types an amount, then saves an edit of a points component several times, each
// time from the file's write until the open page shows the new text, with no reload and the amount still typed; it
// prints the times and their median, and fails over 3 s.
import { runTests } from './bench/shops.mjs';
import { startDevLoop } from './devLoop.mjs';
import { SANDBOX_LOYALTY_LINK_KEY } from './services.mjs';

const devPort = Number(process.env.DEV_PORT ?? 8180);
const loop = await startDevLoop({ module: 'points', devPort, log: () => undefined });
try {
  const passed = await runTests('e2e/devLoop/playwright.config.ts', {
    SHOP_URL: loop.shopUrl,
    SANDBOX_URL: loop.sandboxUrl,
    // The test signs its partner link with the key the dev loop's shop and sandbox share (the sandbox's own).
    LOYALTY_LINK_KEY: process.env.LOYALTY_LINK_KEY ?? SANDBOX_LOYALTY_LINK_KEY,
  });
  if (!passed) process.exitCode = 1;
} finally {
  await loop.stop();
}
