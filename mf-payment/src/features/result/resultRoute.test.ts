import { initialJourneyState, type JourneyState } from '@greencard/store';
import type { ResultRecord } from './resultRecord';
import { SIGNED_JOURNEY } from '@greencard/step/testing';
import { resultRoute, type ResultPage, type ResultRoute } from './resultRoute';

const signed = SIGNED_JOURNEY;
const paid: ResultRecord = { contractId: 41, number: 'GC-000041', paid: true };
const declined: ResultRecord = { ...paid, paid: false };

describe('what a result page shows', () => {
  it.each<[ResultPage, ResultRecord | undefined, JourneyState, ResultRoute]>([
    ['result', paid, initialJourneyState, { show: paid }],
    ['result', declined, signed, { show: declined }],
    ['success', paid, initialJourneyState, { show: paid }],
    ['success', declined, signed, { goTo: '/fail' }],
    ['fail', declined, signed, { show: declined }],
    ['fail', paid, signed, { goTo: '/success' }],
    ['result', undefined, signed, { goTo: '/payment' }],
    ['success', undefined, signed, { goTo: '/payment' }],
    ['fail', undefined, { ...signed, signed: false }, { start: 'notSigned' }],
    ['success', undefined, initialJourneyState, { start: 'noProduct' }],
  ])('%s with record %p', (page, record, journey, route) => {
    expect(resultRoute(page, record, journey)).toEqual(route);
  });
});
