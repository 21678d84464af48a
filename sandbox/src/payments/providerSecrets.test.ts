import { DEV_SECRETS, providerSecretsOf } from './providerSecrets';

const KEY = 'k'.repeat(32);
const DEPLOYED = {
  NODE_ENV: 'production',
  EASYPAY_SECRET: `e${KEY}`,
  PORTMONE_SECRET: `p${KEY}`,
  BANK_SECRET: `b${KEY}`,
  CARDLAB_SECRET: `c${KEY}`,
};

describe("the providers' signing keys", () => {
  it('are the development keys in a local run, unless given', () => {
    expect(providerSecretsOf({})).toEqual(DEV_SECRETS);
    expect(providerSecretsOf({ EASYPAY_SECRET: KEY }).easypay).toBe(KEY);
  });

  it('are the configured keys in a deployment', () => {
    expect(providerSecretsOf(DEPLOYED)).toEqual({
      easypay: `e${KEY}`,
      portmone: `p${KEY}`,
      bank: `b${KEY}`,
      cardlab: `c${KEY}`,
    });
  });

  it.each([
    ['missing', undefined, /EASYPAY_SECRET must be set/],
    ["the repository's", DEV_SECRETS.easypay, /not written in the repository/],
    ['short', 'short-key', /32\+ characters/],
  ])('refuse to start a deployment with an EasyPay key %s', (_what, value, message) => {
    expect(() => providerSecretsOf({ ...DEPLOYED, EASYPAY_SECRET: value })).toThrow(message);
  });
});
