import { paymentUsed } from './paymentUsed';

describe('paymentUsed', () => {
  it('takes the choice stored for the contract, with the term for instalments only', () => {
    expect(paymentUsed({ method: 'instalments', months: 12 })).toEqual({ method: 'instalments', months: 12 });
    expect(paymentUsed({ method: 'portmone', months: 3 })).toEqual({ method: 'portmone' });
  });

  it('knows nothing without a stored choice (another browser, cleared storage)', () => {
    expect(paymentUsed(undefined)).toEqual({});
  });
});
