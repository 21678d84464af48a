import { readServerConfig } from './config';
import { loadCompany } from './company';
import { createShellServer } from './app';

async function main() {
  const config = readServerConfig(process.env, __dirname);
  // The company (support contacts, analytics tag, logo id) is read once at start (spec 7).
  const company = await loadCompany(config.insurerApiUrl, config.comToken);
  const server = createShellServer(config, company);
  server.listen(config.port, config.host, () => {
    console.log(`Green Card shop on http://${config.host}:${config.port} (insurer API ${config.insurerApiUrl})`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
