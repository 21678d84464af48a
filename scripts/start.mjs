// `npm start`: the composed shop on http://127.0.0.1:8080 with the sandbox insurer as its embedded default. Its
// registry is the one `npm run release` edits by default (scripts/localShop.mjs), so a release switches this shop.
import { forgetRun, localRegistryFile, localSessionSecret, recordRun } from './localShop.mjs';
import { startShop } from './services.mjs';

// Without SESSION_SECRET, a key kept in .local/ (git-ignored): buyers stay signed in across restarts.
const shop = await startShop({
  registryFile: localRegistryFile(),
  env: { SESSION_SECRET: process.env.SESSION_SECRET || localSessionSecret() },
});
recordRun(shop.registryFile, { shopUrl: shop.shopUrl });
console.log(`\nGreen Card shop: ${shop.shopUrl}  (English: ${shop.shopUrl}/en)`);
console.log(`Insurer API:     ${shop.insurerApiUrl}  (SMS outbox: ${shop.insurerApiUrl}/sandbox/outbox)`);
console.log(`Registry:        ${shop.registryFile}  (npm run release -- <step> <version> switches a step in it)`);
console.log('Press Ctrl+C to stop.\n');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    forgetRun(shop.registryFile);
    await shop.stop();
    process.exit(0);
  });
}
