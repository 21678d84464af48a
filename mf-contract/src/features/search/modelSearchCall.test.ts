/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import { describeCalls, ok } from '@greencard/api/testing';
import { searchModels } from './modelSearchCall';

const MODEL = { id: 31, name: 'Golf', autoMaker: { id: 3, name: 'Volkswagen' } };

describeCalls([
  {
    name: 'searchModels',
    route: 'GET /model',
    run: (client) => searchModels(client, 'Gol'),
    reply: ok([MODEL]),
    result: [MODEL],
    request: { params: { q: 'Gol' } },
    fallback: 'serverError',
    malformed: [{ id: 31, name: 'Golf' }],
  },
]);
