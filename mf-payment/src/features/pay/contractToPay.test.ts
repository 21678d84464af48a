import { initialJourneyState } from '@greencard/store';
import { SIGNED_JOURNEY } from '@greencard/step/testing';
import { contractToPay } from './contractToPay';

const signed = SIGNED_JOURNEY;

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
