/**
 * @jest-environment node
 */
// Where there is no window at all (the shell server, server-side tests), the store and storage helpers work
// without persisting and never throw.
import { productChosen } from '../journey/journeySlice';
import { loadSnapshot, saveSnapshot } from '../snapshots/snapshots';
import { clearPersonalData } from '../privacy/personalData';
import { readStoredIds, storeLoyaltyCustomerId } from '../storage/storedIds';
import { createShopStore } from './createShopStore';
import { unknown } from '../storage/storedShape';

describe('without a window', () => {
  it('creates a store that does not persist', () => {
    expect(typeof window).toBe('undefined');
    const store = createShopStore();
    store.dispatch(
      productChosen({
        selection: { autoType: 'A', area: 'BMR', period: 'YEAR', customerCategory: 'NATURAL' },
        product: { tariff: 1, discountedPayment: 100 },
      }),
    );
    expect(store.getState().journey.product?.tariff).toBe(1);
  });

  it('reads nothing and writes nothing, without throwing', () => {
    expect(() => saveSnapshot('calculator', { area: 'BMR' })).not.toThrow();
    expect(loadSnapshot('calculator', unknown())).toBeUndefined();
    expect(readStoredIds()).toEqual({});
    expect(storeLoyaltyCustomerId('c-1')).toBe(false);
    expect(() => clearPersonalData()).not.toThrow();
  });
});
