// `npm start`: the composed shop on http://127.0.0.1:8080 with the sandbox insurer as its embedded default.
import { startShop } from './services.mjs';

const shop = await startShop();
console.log(`\nGreen Card shop: ${shop.shopUrl}  (English: ${shop.shopUrl}/en)`);
console.log(`Insurer API:     ${shop.insurerApiUrl}  (SMS outbox: ${shop.insurerApiUrl}/sandbox/outbox)`);
console.log('Press Ctrl+C to stop.\n');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await shop.stop();
    process.exit(0);
  });
}
