// Runs the sandbox insurer: `node sandbox/dist/main.js` (after `npm run build --workspace sandbox`).
import { resolve } from 'node:path';
import { createSandbox } from './app';
import { DEFAULT_SMS_LIMITS } from './codes/phoneLimit';
import { providerSecretsOf } from './payments/providerSecrets';

const env = process.env;
const host = env.SANDBOX_HOST || '127.0.0.1';
const port = Number(env.SANDBOX_PORT || 8090);
// The default data folder is sandbox/data (git-ignored), found from the working directory: the repository root
// when run as `node sandbox/dist/main.js`, the sandbox folder when run by `npm start` inside it.
const defaultDataDir = (): string => {
  const cwd = process.cwd();
  return resolve(cwd.endsWith('sandbox') ? cwd : resolve(cwd, 'sandbox'), 'data');
};
const dataDir = resolve(env.SANDBOX_DATA_DIR || defaultDataDir());
// A browser cannot open a wildcard address: the hosted pages of a sandbox listening on all interfaces are
// announced on loopback unless SANDBOX_PUBLIC_URL says otherwise.
const browsableHost = (h: string): string => (h === '0.0.0.0' || h === '::' ? '127.0.0.1' : h.includes(':') ? `[${h}]` : h);

/** A positive whole number from the environment, or the default when the variable is unset or empty. */
function positiveInteger(name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} is not a positive whole number: ${raw}`);
  return value;
}

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT is not a port: ${env.SANDBOX_PORT}`);
  const smsLimits = {
    per10Minutes: positiveInteger('SANDBOX_SMS_PER_PHONE_10MIN', DEFAULT_SMS_LIMITS.per10Minutes),
    perDay: positiveInteger('SANDBOX_SMS_PER_PHONE_DAY', DEFAULT_SMS_LIMITS.perDay),
    perPhoneDay: positiveInteger('SANDBOX_SMS_PER_PHONE_ALL_DAY', DEFAULT_SMS_LIMITS.perPhoneDay),
  };
  const sandbox = await createSandbox({
    dbFile: resolve(dataDir, 'sandbox.sqlite'),
    token: env.SANDBOX_TOKEN || 'sandbox-token',
    publicUrl: env.SANDBOX_PUBLIC_URL || (port === 0 ? undefined : `http://${browsableHost(host)}:${port}`),
    secrets: providerSecretsOf(env),
    gtmTag: env.SANDBOX_GTM_TAG || '',
    logger: env.SANDBOX_LOG !== '0',
    smsLimits,
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
