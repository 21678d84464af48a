// The providers' signing keys, from configuration (README.md, "Configuration"). A local run signs with the
// development keys written in this repository; a deployment (NODE_ENV=production, as its docker image runs) must be
// given keys of its own, or anyone who read the repository could sign an EasyPay notification the sandbox believes.
import type { ProviderSecrets } from './signatures';

/** The development keys, written here for local runs and tests only. */
export const DEV_SECRETS: ProviderSecrets = {
  easypay: 'sandbox-easypay-secret',
  portmone: 'sandbox-portmone-secret',
  bank: 'sandbox-bank-secret',
  cardlab: 'sandbox-cardlab-secret',
};

const VARIABLES: Record<keyof ProviderSecrets, string> = {
  easypay: 'EASYPAY_SECRET',
  portmone: 'PORTMONE_SECRET',
  bank: 'BANK_SECRET',
  cardlab: 'CARDLAB_SECRET',
};

/** As long as the shop server asks of its own keys. */
const MIN_LENGTH = 32;

/** The keys the environment gives; in production each one is required, long, and none of the repository's. */
export function providerSecretsOf(env: Partial<Record<string, string | number>>): ProviderSecrets {
  const production = env.NODE_ENV === 'production';
  const secretOf = (provider: keyof ProviderSecrets): string => {
    const name = VARIABLES[provider];
    const value = env[name]?.toString().trim();
    if (!production) return value || DEV_SECRETS[provider];
    if (!value)
      throw new Error(
        `${name} must be set with NODE_ENV=production: a key of ${MIN_LENGTH}+ characters (openssl rand -base64 48)`,
      );
    if (Object.values(DEV_SECRETS).includes(value) || value.length < MIN_LENGTH) {
      throw new Error(`${name} must be a key of ${MIN_LENGTH}+ characters that is not written in the repository`);
    }
    return value;
  };
  return {
    easypay: secretOf('easypay'),
    portmone: secretOf('portmone'),
    bank: secretOf('bank'),
    cardlab: secretOf('cardlab'),
  };
}
