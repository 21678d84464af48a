/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import { describeCalls, ok } from '@greencard/api/testing';
import { searchProducts } from './offerSearchCall';

const PRODUCTS = [
  { tariff: 11, discountedPayment: 1783, insurer: 'Sandbox', name: 'Green Card Europe' },
  { tariff: 12, discountedPayment: 1869 },
];

describeCalls([
  {
    name: 'searchProducts',
    route: 'GET /green/search',
    run: (client) =>
      searchProducts(client, { area: 'EUROPE', type: 'A', period: 'ONE_MONTH', customerCategory: 'NATURAL' }),
    reply: ok(PRODUCTS),
    result: PRODUCTS,
    request: { params: { area: 'EUROPE', type: 'A', period: 'ONE_MONTH', customerCategory: 'NATURAL' } },
    fallback: 'serverError',
    malformed: [{ tariff: 11 }],
  },
]);
