// GET /green/search: the products for a choice of vehicle type, area and period.
import { AREAS, CUSTOMER_CATEGORIES, PERIODS, VEHICLE_TYPES } from '../insurer';
import type { FastifyInstance } from 'fastify';
import { check, oneOf, shape } from '../http/validate';
import type { ProductCatalogue } from './catalogue';

const SearchQuery = shape({
  area: oneOf(AREAS.map((o) => o.value)),
  type: oneOf(VEHICLE_TYPES.map((o) => o.value)),
  period: oneOf(PERIODS.map((o) => o.value)),
  customerCategory: oneOf(CUSTOMER_CATEGORIES.map((o) => o.value)),
});

export function tariffRoutes(app: FastifyInstance, catalogue: ProductCatalogue): void {
  app.get('/green/search', async (request) => {
    const query = check(request.query, SearchQuery);
    return { data: catalogue.find(query.type, query.area, query.period) };
  });
}
