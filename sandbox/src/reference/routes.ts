// GET /number, GET /model and GET /place.
import type { FastifyInstance } from 'fastify';
import { literal } from 'superstruct';
import { MAX_LENGTH } from '../insurer';
import { atMost, check, SearchText, shape, Text } from '../http/validate';
import type { ReferenceCatalogue } from './catalogue';

const MIN_QUERY = 2;
const MAX_QUERY = MAX_LENGTH.searchQuery;

export function referenceRoutes(app: FastifyInstance, catalogue: ReferenceCatalogue): void {
  app.get('/number', async (request) => {
    const { q } = check(request.query, shape({ q: atMost(Text, MAX_QUERY) }));
    return { data: catalogue.vehicles(q) };
  });

  app.get('/model', async (request) => {
    const { q } = check(request.query, shape({ q: SearchText(MIN_QUERY, MAX_QUERY) }));
    return { data: catalogue.models(q) };
  });

  app.get('/place', async (request) => {
    const { q } = check(request.query, shape({ country: literal('UA'), q: SearchText(MIN_QUERY, MAX_QUERY) }));
    return { data: catalogue.places(q) };
  });
}
