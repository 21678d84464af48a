/** @jest-environment node */
import { LONGEST_LINK_SECONDS, loyaltyLinkSignature, provenLoyaltyCustomer } from './loyaltyLink';

const KEY = 'a-loyalty-programme-key-of-32-characters';
const OLD_KEY = 'the-programme-key-before-the-rotation';
const NOW = Date.UTC(2026, 11, 3, 12, 0, 0);
const IN_AN_HOUR = NOW / 1000 + 3600;

/** A link's parameters for `customerId`, valid until `until`, signed with `key`. */
const link = (customerId: string, { key = KEY, until = IN_AN_HOUR } = {}) => ({
  customerId,
  until: String(until),
  signature: loyaltyLinkSignature(key, customerId, until),
});

describe('a loyalty partner link', () => {
  it('proves its customer until its time with a signature made with the shared key, the current one or one still verifying', () => {
    expect(provenLoyaltyCustomer([KEY], link('LC-1001'), NOW)).toBe('LC-1001');
    expect(provenLoyaltyCustomer([KEY, OLD_KEY], link('LC-1001', { key: OLD_KEY }), NOW)).toBe('LC-1001');
    expect(provenLoyaltyCustomer([KEY], link('LC-1001'), IN_AN_HOUR * 1000 - 1)).toBe('LC-1001');
    expect(provenLoyaltyCustomer([KEY], link('LC-1001', { until: NOW / 1000 + LONGEST_LINK_SECONDS }), NOW)).toBe(
      'LC-1001',
    );
  });

  it('signs as docs/insurer-api.md says: base64url of HMAC-SHA256 of "<id>.<until>"', () => {
    expect(loyaltyLinkSignature('sandbox-loyalty-link-key-known-to-everyone', 'LC-1001', 1796342400)).toBe(
      '4_z6zJcvmPVvV5DkbNC5gAhlCOeKGDDDpMKZ6KkVX2o',
    );
  });

  it('proves its customer for a day at most', () => {
    expect(LONGEST_LINK_SECONDS).toBe(86_400);
  });

  it.each([
    ['no signature', { ...link('LC-1001'), signature: null }, [KEY]],
    ['an empty signature', { ...link('LC-1001'), signature: '' }, [KEY]],
    ["another customer's signature", { ...link('LC-1002'), customerId: 'LC-1001' }, [KEY]],
    ['a signature with another key', link('LC-1001', { key: OLD_KEY }), [KEY]],
    ['a truncated signature', { ...link('LC-1001'), signature: link('LC-1001').signature.slice(0, 20) }, [KEY]],
    ['a malformed id', link('<script>'), [KEY]],
    ['no id', { ...link('LC-1001'), customerId: null }, [KEY]],
    ['no key configured', link('LC-1001'), []],
    ['no time', { ...link('LC-1001'), until: null }, [KEY]],
    ['a time moved after signing', { ...link('LC-1001'), until: String(IN_AN_HOUR + 3600) }, [KEY]],
    ['a time that is not whole seconds', { ...link('LC-1001'), until: `${IN_AN_HOUR}.0` }, [KEY]],
    ['a time past', link('LC-1001', { until: NOW / 1000 }), [KEY]],
    ['a time more than a day away', link('LC-1001', { until: NOW / 1000 + LONGEST_LINK_SECONDS + 1 }), [KEY]],
  ])('proves nothing with %s', (_what, params, keys) => {
    expect(provenLoyaltyCustomer(keys, params, NOW)).toBeUndefined();
  });
});
