import { hasSavedProgress } from './snapshots';

describe('saved progress', () => {
  beforeEach(() => localStorage.clear());

  it('is none in a new browser, nor with only the ids other systems leave', () => {
    expect(hasSavedProgress()).toBe(false);
    localStorage.setItem('EUA_USER_ID', '7');
    localStorage.setItem('LOYALTY_CUSTOMER_ID', '42');
    expect(hasSavedProgress()).toBe(false);
  });

  it('is any saved snapshot', () => {
    localStorage.setItem('state_snapshot_calculator', '{}');
    expect(hasSavedProgress()).toBe(true);
  });

  it('is none where storage cannot be read', () => {
    expect(hasSavedProgress(undefined)).toBe(false);
  });
});
