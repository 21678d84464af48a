import { initialJourneyState } from '@greencard/store';
import { paymentUsed } from './paymentUsed';

const journey = { ...initialJourneyState, draft: { id: 41, number: 'D-41', date: '2026-07-01', customer: { code: '1', phone: '+380671234567' } } };

describe('paymentUsed', () => {
  it('takes the choice stored for the contract, with the term for instalments', () => {
    expect(paymentUsed(41, { method: 'instalments', months: 12 }, { ...journey, paymentMethod: 'easypay' })).toEqual({
      method: 'instalments',
      months: 12,
    });
    expect(paymentUsed(41, { method: 'portmone', months: 3 }, journey)).toEqual({ method: 'portmone' });
  });

  it('falls back on the journey’s method while the journey is this contract’s', () => {
    expect(paymentUsed(41, undefined, { ...journey, paymentMethod: 'instalments' })).toEqual({ method: 'instalments' });
    expect(paymentUsed(57, undefined, { ...journey, paymentMethod: 'instalments' })).toEqual({});
  });

  it('knows nothing without either', () => {
    expect(paymentUsed(41, undefined, initialJourneyState)).toEqual({});
  });
});
