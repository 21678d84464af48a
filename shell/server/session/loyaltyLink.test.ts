/** @jest-environment node */
import { loyaltyLinkSignature, provenLoyaltyCustomer } from './loyaltyLink';

const KEY = 'a-loyalty-programme-key-of-32-characters';
const OLD_KEY = 'the-programme-key-before-the-rotation';

describe('a loyalty partner link', () => {
  it('proves its customer with a signature made with the shared key, the current one or one still verifying', () => {
    expect(provenLoyaltyCustomer([KEY], 'LC-1001', loyaltyLinkSignature(KEY, 'LC-1001'))).toBe('LC-1001');
    expect(provenLoyaltyCustomer([KEY, OLD_KEY], 'LC-1001', loyaltyLinkSignature(OLD_KEY, 'LC-1001'))).toBe('LC-1001');
  });

  it('signs as docs/insurer-api.md says: base64url of HMAC-SHA256 of the id', () => {
    expect(loyaltyLinkSignature('sandbox-loyalty-link-key-known-to-everyone', 'LC-1001')).toBe(
      'NwUH5TwLx4FZNtloNIHdFSdg6ohtO2CxGv63pOkQCTU',
    );
  });

  it.each([
    ['no signature', 'LC-1001', null, [KEY]],
    ['an empty signature', 'LC-1001', '', [KEY]],
    ["another customer's signature", 'LC-1001', loyaltyLinkSignature(KEY, 'LC-1002'), [KEY]],
    ['a signature with another key', 'LC-1001', loyaltyLinkSignature(OLD_KEY, 'LC-1001'), [KEY]],
    ['a truncated signature', 'LC-1001', loyaltyLinkSignature(KEY, 'LC-1001').slice(0, 20), [KEY]],
    ['a malformed id', '<script>', loyaltyLinkSignature(KEY, '<script>'), [KEY]],
    ['no id', null, loyaltyLinkSignature(KEY, 'LC-1001'), [KEY]],
    ['no key configured', 'LC-1001', loyaltyLinkSignature(KEY, 'LC-1001'), []],
  ])('proves nothing with %s', (_what, id, signature, keys) => {
    expect(provenLoyaltyCustomer(keys, id, signature)).toBeUndefined();
  });
});
