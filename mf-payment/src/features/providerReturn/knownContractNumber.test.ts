import { initialJourneyState } from '@greencard/store';
import { knownContractNumber } from './knownContractNumber';

const journey = {
  ...initialJourneyState,
  draft: { id: 41, number: 'D-41', date: '2026-07-01', customer: { phone: '+380671234567' } },
  contractNumber: 'GC-000041',
};

describe('knownContractNumber', () => {
  it('takes the insurer’s answer first', () => {
    expect(knownContractNumber(57, 'GC-000057', journey)).toBe('GC-000057');
  });

  it('takes the journey’s number while the journey is the contract’s', () => {
    expect(knownContractNumber(41, undefined, journey)).toBe('GC-000041');
  });

  it('knows none for another contract or without a contract', () => {
    expect(knownContractNumber(57, undefined, journey)).toBeUndefined();
    expect(knownContractNumber(undefined, undefined, journey)).toBeUndefined();
    expect(knownContractNumber(41, undefined, initialJourneyState)).toBeUndefined();
  });
});
