// How long the SMS challenge (docs/shop-server.md, section 3) takes a buyer's page and a script: solves challenges
// sized as the shop issues them with altcha-lib's own browser solver in Debian's Chromium, at full speed and with the
// CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), and in Node as a script would; prints the figures.
//   node scripts/measure-sms-challenge.mjs [cost maxCounter ...]   (default: the shop's 2000 100, shell/server/config.ts; SOLVES=40 a size)
import path from 'node:path';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { launchChromium } from './bench/profile.mjs';
import { median, percentile } from './bench/report.mjs';
import { ROOT } from './services.mjs';

const ALTCHA = path.join(ROOT, 'node_modules', 'altcha-lib', 'dist', 'esm', 'v2');
const SOLVES = Number(process.env.SOLVES ?? 40);
const args = process.argv.slice(2).map(Number);
const sizes = [];
for (let i = 0; i + 1 < args.length; i += 2) sizes.push({ cost: args[i], maxCounter: args[i + 1] });
if (!sizes.length) sizes.push({ cost: 2000, maxCounter: 100 });

// WebCrypto wants a secure context: the page is a loopback address, with altcha-lib's ES modules beside it, both
// answered by the browser's own routing (no server).
const PAGE = `<!doctype html><script type="module">
  import { solveChallenge } from '/altcha/index.js';
  import { deriveKey } from '/altcha/algorithms/web/pbkdf2.js';
  window.solve = async (challenge) => { const t = performance.now(); await solveChallenge({ challenge, deriveKey }); return performance.now() - t; };
</script>`;

const challengeOf = (size, counter) =>
  createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: size.cost, counter, deriveKey, hmacSignatureSecret: 'measure' });
const spread = (times) => {
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return `median ${median(times).toFixed(0)} ms, p90 ${percentile(times, 0.9).toFixed(0)} ms, mean ${mean.toFixed(0)} ms`;
};

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.route('http://127.0.0.1/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    return route.fulfill({ path: path.join(ALTCHA, path.normalize(pathname.replace(/^\/altcha\//, ''))) });
  });
  await page.goto('http://127.0.0.1/');
  await page.waitForFunction(() => typeof window.solve === 'function');
  const cdp = await page.context().newCDPSession(page);
  for (const size of sizes) {
    // Counters drawn as the shop draws them (below maxCounter), and the bound itself: the longest a buyer can wait.
    const challenges = await Promise.all(
      Array.from({ length: SOLVES }, () => challengeOf(size, Math.floor(Math.random() * size.maxCounter))),
    );
    const bound = await challengeOf(size, size.maxCounter - 1);
    console.log(
      `cost ${size.cost} (PBKDF2-SHA-256 iterations a try), counter below ${size.maxCounter}: ${SOLVES} solves`,
    );
    for (const rate of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const times = [];
      for (const challenge of challenges) times.push(await page.evaluate((c) => window.solve(c), challenge));
      const longest = await page.evaluate((c) => window.solve(c), bound);
      console.log(
        `  Chromium, CPU ${rate === 1 ? 'at full speed' : `slowed ${rate}x`}: ${spread(times)}; the bound ${longest.toFixed(0)} ms`,
      );
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (const challenge of challenges) await solveChallenge({ challenge, deriveKey });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000 / SOLVES;
    console.log(
      `  Node (a script): ${((performance.now() - started) / SOLVES).toFixed(0)} ms a solve, ${cpuMs.toFixed(0)} ms of CPU: ${cpuMs.toFixed(0)} s of CPU a thousand messages`,
    );
  }
} finally {
  await browser.close();
}
