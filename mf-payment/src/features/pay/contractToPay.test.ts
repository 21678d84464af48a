import { initialJourneyState, type JourneyState } from '@greencard/store';
import { contractToPay } from './contractToPay';

const signed: JourneyState = {
  ...initialJourneyState,
  selection: { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' },
  product: { tariff: 7, discountedPayment: 1783 },
  draft: { id: 41, number: 'D-41', date: '2026-07-01', customer: { phone: '+380671234567' } },
  payedContractId: 'GC-000041',
  signed: true,
};

describe('the contract to pay', () => {
  it('is the premium when no points were used', () => {
    expect(contractToPay(signed)).toEqual({
      contractId: 41,
      number: 'GC-000041',
      premium: 1783,
      pointsUsed: 0,
      amountToPay: 1783,
    });
  });

  it('is the premium less the points applied', () => {
    expect(contractToPay({ ...signed, points: { used: 534.9, amountToPay: 1248.1 } })).toEqual({
      contractId: 41,
      number: 'GC-000041',
      premium: 1783,
      pointsUsed: 534.9,
      amountToPay: 1248.1,
    });
  });

  it('is nothing before the contract is signed', () => {
    expect(contractToPay({ ...signed, signed: false })).toBeNull();
    expect(contractToPay(initialJourneyState)).toBeNull();
  });
});
