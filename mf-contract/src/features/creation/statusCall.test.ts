/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import { describeCalls, ok } from '@greencard/api/testing';
import { changeStatus } from './statusCall';

describeCalls([
  {
    name: 'changeStatus',
    route: 'PUT /green/change/status',
    run: (client) => changeStatus(client, 5),
    reply: ok({ number: 'GC-000005' }),
    result: { number: 'GC-000005' },
    request: { body: { contract_id: 5, state: 'REQUEST' } },
    fallback: 'status',
    malformed: { number: 5 },
  },
]);
