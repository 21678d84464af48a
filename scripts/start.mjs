// `npm start`: the composed shop on http://127.0.0.1:8080 with the sandbox insurer as its embedded default. Its
// release record is the one `npm run release` changes by default (scripts/localShop.mjs), so a release switches this
// shop; it is seeded with each step's newest build only when there is none, so a restart runs what was released.
import { forgetRun, loadLocalEnv, localRegistryFile, localSessionSecret, recordRun } from './localShop.mjs';
import { runUntilStopped, startShop } from './services.mjs';

loadLocalEnv();

// Without SESSION_SECRET, a key kept in .local/ (git-ignored): buyers stay signed in across restarts.
const shop = await startShop({
  registryFile: localRegistryFile(),
  keepRecord: true,
  env: { SESSION_SECRET: process.env.SESSION_SECRET || localSessionSecret() },
});
recordRun(shop.registryFile, { shopUrl: shop.shopUrl });
console.log(`\nGreen Card shop: ${shop.shopUrl}  (English: ${shop.shopUrl}/en)`);
console.log(`Insurer API:     ${shop.insurerApiUrl}  (SMS outbox: ${shop.insurerApiUrl}/sandbox/outbox)`);
console.log(
  `Release record:  ${shop.registryFile}, ${shop.seeded ? "seeded now with each step's newest build" : 'as released (a restart changes nothing)'}` +
    '  (npm run release -- <step> <version> switches a step in it; npm run release -- history shows its changes)',
);
runUntilStopped(() => {
  forgetRun(shop.registryFile);
  return shop.stop();
});
