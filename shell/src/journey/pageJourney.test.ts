import { STORAGE_KEYS } from '@greencard/domain';
import { conditionHolds } from './pageJourney';

describe('a step condition', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.cookie = 'gc_loyalty=; Max-Age=0; Path=/';
  });

  it('loyaltyCustomer holds while the browser keeps a loyalty customer id the shop has proved, and not for a blank one', () => {
    document.cookie = 'gc_loyalty=1; Path=/';
    expect(conditionHolds('loyaltyCustomer')).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.loyaltyCustomerId, '  ');
    expect(conditionHolds('loyaltyCustomer')).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.loyaltyCustomerId, 'LC-7');
    expect(conditionHolds('loyaltyCustomer')).toBe(true);
  });

  it('loyaltyCustomer does not hold for a kept id the shop no longer proves (its session has ended)', () => {
    window.localStorage.setItem(STORAGE_KEYS.loyaltyCustomerId, 'LC-7');
    expect(conditionHolds('loyaltyCustomer')).toBe(false);
    document.cookie = 'gc_loyalty=0; Path=/';
    expect(conditionHolds('loyaltyCustomer')).toBe(false);
  });
});
