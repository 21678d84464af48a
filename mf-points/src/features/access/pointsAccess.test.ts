import type { Phone } from '@greencard/domain';
import { initialJourneyState, type JourneyState } from '@greencard/store';
import { pointsAccess } from './pointsAccess';

const signed: JourneyState = {
  ...initialJourneyState,
  product: { tariff: 3, discountedPayment: 1783 },
  draft: { id: 41, number: 'GC-41', date: '2025-06-01', customer: { phone: '+380671234501' as Phone } },
  signed: true,
};

describe('pointsAccess', () => {
  it('opens for a signed contract and a stored loyalty customer id', () => {
    expect(pointsAccess(signed, { loyaltyCustomerId: 'LC-1001' }, true)).toEqual({
      kind: 'open',
      customerId: 'LC-1001',
      contractId: 41,
      premium: 1783,
    });
  });

  it.each<[string, JourneyState]>([
    ['an unsigned contract', { ...signed, signed: false }],
    ['no draft', { ...signed, draft: null }],
    ['no product', { ...signed, product: null }],
    ['an empty journey', initialJourneyState],
  ])('sends the buyer to the start for %s, loyalty id or not', (_name, journey) => {
    expect(pointsAccess(journey, { loyaltyCustomerId: 'LC-1001' }, true)).toEqual({ kind: 'notSigned' });
    expect(pointsAccess(journey, {}, false)).toEqual({ kind: 'notSigned' });
  });

  it('lets a signed buyer without a loyalty customer id pass on to payment', () => {
    expect(pointsAccess(signed, { euaUserId: 'U-1' }, false)).toEqual({ kind: 'noLoyaltyId' });
  });

  it('lets a signed buyer whose kept id the shop no longer proves pass on to payment: no balance can be read (rules D32)', () => {
    expect(pointsAccess(signed, { loyaltyCustomerId: 'LC-1001' }, false)).toEqual({ kind: 'noLoyaltyId' });
  });
});
