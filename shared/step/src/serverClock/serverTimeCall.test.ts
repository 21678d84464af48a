/** @jest-environment node */
// The calls run as in the browser, on axios with a route table; node, for the WebCrypto the proof of work uses.
import { describeCalls, ok } from '@greencard/api/testing';
import { readServerTime } from './serverTimeCall';

describeCalls([
  {
    name: 'readServerTime',
    route: 'GET /serverTime',
    run: (client) => readServerTime(client),
    reply: ok({ now: '2024-03-10T23:54:00+02:00', timeZone: 'Europe/Kyiv' }),
    result: { now: '2024-03-10T23:54:00+02:00', timeZone: 'Europe/Kyiv' },
    request: {},
    fallback: 'serverError',
    malformed: { now: 'soon', timeZone: 'Europe/Kyiv' },
  },
]);
