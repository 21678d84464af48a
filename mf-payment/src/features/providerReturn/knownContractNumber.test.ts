import type { Phone } from '@greencard/domain';
import { initialJourneyState } from '@greencard/store';
import { knownContractNumber } from './knownContractNumber';

const journey = {
  ...initialJourneyState,
  draft: { id: 41, number: 'GC-000041', date: '2026-07-01', customer: { phone: '+380671234567' as Phone } },
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
