/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
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
