import { initialJourneyState, type JourneyState } from '@greencard/store';
import type { ResultRecord } from '../result/resultRecord';
import { SIGNED_JOURNEY } from '@greencard/step/testing';
import { canTryAgain, missingForPayment } from './journeyGate';

const signed = SIGNED_JOURNEY;
const declined: ResultRecord = { contractId: 41, number: 'GC-000041', paid: false };

describe('what the payment step needs from the journey', () => {
  it.each<[string, JourneyState, string | null]>([
    ['a signed contract', signed, null],
    ['no offer chosen', initialJourneyState, 'noProduct'],
    ['no draft', { ...signed, draft: null }, 'noDraft'],
    ['a contract not signed yet', { ...signed, signed: false }, 'notSigned'],
  ])('%s -> %p', (_case, journey, notice) => {
    expect(missingForPayment(journey)).toBe(notice);
  });
});

describe('another attempt from the fail page', () => {
  it.each<[string, JourneyState, ResultRecord, boolean, boolean]>([
    ['the declined contract is still signed and unpaid before the cut-off', signed, declined, false, true],
    ['the cut-off has passed', signed, declined, true, false],
    ['the record is of another contract', signed, { ...declined, contractId: 40 }, false, false],
    ['the journey was cleared', initialJourneyState, declined, false, false],
    ['the contract was paid after all', { ...signed, paid: true }, declined, false, false],
    ['the record says paid', signed, { ...declined, paid: true }, false, false],
  ])('%s: %p', (_case, journey, record, cutoffPassed, expected) => {
    expect(canTryAgain(journey, record, cutoffPassed)).toBe(expected);
  });
});
