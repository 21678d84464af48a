import { STORAGE_KEYS } from '@greencard/domain';
import { conditionHolds } from './conditionHolds';

describe('a step condition', () => {
  afterEach(() => window.localStorage.clear());

  it('loyaltyCustomer holds while the browser keeps a loyalty customer id, and not for a blank one', () => {
    expect(conditionHolds('loyaltyCustomer')).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.loyaltyCustomerId, '  ');
    expect(conditionHolds('loyaltyCustomer')).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.loyaltyCustomerId, 'LC-7');
    expect(conditionHolds('loyaltyCustomer')).toBe(true);
  });
});
