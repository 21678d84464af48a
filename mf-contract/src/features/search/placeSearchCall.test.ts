/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import { describeCalls, ok } from '@greencard/api/testing';
import { searchPlaces } from './placeSearchCall';

describeCalls([
  {
    name: 'searchPlaces',
    route: 'GET /place',
    run: (client) => searchPlaces(client, 'Ky'),
    reply: ok([{ id: 101, text: 'Kyiv, Kyiv' }]),
    result: [{ id: 101, text: 'Kyiv, Kyiv' }],
    request: { params: { country: 'UA', q: 'Ky' } },
    fallback: 'serverError',
    malformed: { id: 101, text: 'Kyiv' },
  },
]);
