// Runs the sandbox insurer: `node sandbox/dist/main.js` (after `npm run build --workspace sandbox`).
import { resolve } from 'node:path';
import { createSandbox } from './app';
import { readSandboxEnvironment } from './environment';
import { providerSecretsOf } from './payments/providerSecrets';

// The default data folder is sandbox/data (git-ignored), found from the working directory: the repository root
// when run as `node sandbox/dist/main.js`, the sandbox folder when run by `npm start` inside it.
const defaultDataDir = (): string => {
  const cwd = process.cwd();
  return resolve(cwd.endsWith('sandbox') ? cwd : resolve(cwd, 'sandbox'), 'data');
};
// A browser cannot open a wildcard address: the hosted pages of a sandbox listening on all interfaces are
// announced on loopback unless SANDBOX_PUBLIC_URL says otherwise.
const browsableHost = (h: string): string =>
  h === '0.0.0.0' || h === '::' ? '127.0.0.1' : h.includes(':') ? `[${h}]` : h;

async function main(): Promise<void> {
  const env = readSandboxEnvironment(process.env);
  const { SANDBOX_HOST: host, SANDBOX_PORT: port } = env;
  const sandbox = await createSandbox({
    dbFile: resolve(env.SANDBOX_DATA_DIR ?? defaultDataDir(), 'sandbox.sqlite'),
    token: env.SANDBOX_TOKEN,
    publicUrl: env.SANDBOX_PUBLIC_URL ?? (port === 0 ? undefined : `http://${browsableHost(host)}:${port}`),
    // Their production rules (each given, long, none of the repository's) are providerSecrets.ts's.
    secrets: providerSecretsOf(env),
    gtmTag: env.SANDBOX_GTM_TAG ?? '',
    logger: env.SANDBOX_LOG === '1',
    smsLimits: {
      per10Minutes: env.SANDBOX_SMS_PER_PHONE_10MIN,
      perDay: env.SANDBOX_SMS_PER_PHONE_DAY,
      perPhoneDay: env.SANDBOX_SMS_PER_PHONE_ALL_DAY,
    },
    // The shop may verify with several keys (a rotation); the programme signs with the first.
    loyaltyLinkKey: env.LOYALTY_LINK_KEY?.split(',')[0]?.trim(),
    // The invented third card provider exists for the tests only (README.md).
    cardlab: env.SANDBOX_CARDLAB === '1',
  });
  await sandbox.app.listen({ host, port });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    sandbox.app.log.info(`${signal}: stopping`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
