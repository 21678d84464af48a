import { blockedStorage } from '../testing/failingStorage';
import { readStoredIds, storeLoyaltyCustomerId } from './storedIds';

beforeEach(() => localStorage.clear());

describe('stored ids', () => {
  it('reads EUA_USER_ID and LOYALTY_CUSTOMER_ID', () => {
    localStorage.setItem('EUA_USER_ID', 'u-17');
    localStorage.setItem('LOYALTY_CUSTOMER_ID', 'c-42');
    expect(readStoredIds()).toEqual({ euaUserId: 'u-17', loyaltyCustomerId: 'c-42' });
  });

  it.each([
    ['nothing stored', {}, {}],
    ['only the platform id', { EUA_USER_ID: 'u-17' }, { euaUserId: 'u-17' }],
    ['only the loyalty id', { LOYALTY_CUSTOMER_ID: 'c-42' }, { loyaltyCustomerId: 'c-42' }],
    ['blank values', { EUA_USER_ID: '  ', LOYALTY_CUSTOMER_ID: '' }, {}],
    ['padded values', { LOYALTY_CUSTOMER_ID: ' c-42 ' }, { loyaltyCustomerId: 'c-42' }],
  ])('%s', (_case, stored: Record<string, string>, expected) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    expect(readStoredIds()).toEqual(expected);
  });

  // The insurer refuses a draft whose customer_external_id or eua_user_id has more than 64 characters (after trimming,
  // an emoji one): an id it would refuse is not taken, and the buyer buys without it.
  it('takes no stored id the insurer would refuse, and keeps the longest it takes', () => {
    localStorage.setItem('EUA_USER_ID', 'u'.repeat(65));
    localStorage.setItem('LOYALTY_CUSTOMER_ID', ` ${'c'.repeat(65)} `);
    expect(readStoredIds()).toEqual({});
    localStorage.setItem('EUA_USER_ID', ` ${'😀'.repeat(64)} `);
    localStorage.setItem('LOYALTY_CUSTOMER_ID', 'c'.repeat(64));
    expect(readStoredIds()).toEqual({ euaUserId: '😀'.repeat(64), loyaltyCustomerId: 'c'.repeat(64) });
  });

  it('does not store a loyalty id from a link that the insurer would refuse', () => {
    expect(storeLoyaltyCustomerId('c'.repeat(65))).toBe(false);
    expect(localStorage.getItem('LOYALTY_CUSTOMER_ID')).toBeNull();
  });

  it('stores the loyalty customer id under LOYALTY_CUSTOMER_ID', () => {
    expect(storeLoyaltyCustomerId(' c-42 ')).toBe(true);
    expect(localStorage.getItem('LOYALTY_CUSTOMER_ID')).toBe('c-42');
    expect(readStoredIds()).toEqual({ loyaltyCustomerId: 'c-42' });
  });

  it('does not store a blank loyalty id', () => {
    expect(storeLoyaltyCustomerId('   ')).toBe(false);
    expect(localStorage.getItem('LOYALTY_CUSTOMER_ID')).toBeNull();
  });

  it('reads nothing and stores nothing when storage is blocked', () => {
    expect(readStoredIds(blockedStorage())).toEqual({});
    expect(storeLoyaltyCustomerId('c-42', blockedStorage())).toBe(false);
  });
});
