import { schema, type Answer, type InsurerClient } from '@greencard/api';
import type { Area, CustomerCategory, Period, VehicleType } from '@greencard/domain';

/** The calculator's choice, as GET /green/search is asked for it. */
export interface ProductQuery {
  area: Area;
  type: VehicleType;
  period: Period;
  customerCategory: CustomerCategory;
}

/** The offers of GET /green/search; insurer and name are the sandbox's extras, not the spec's. */
const Products = schema(({ array, type, number, optional, string }) =>
  array(type({ tariff: number(), discountedPayment: number(), insurer: optional(string()), name: optional(string()) })),
);
export type Product = Answer<typeof Products>[number];

/** GET /green/search: the offers for a calculator choice. */
export const searchProducts = (client: InsurerClient, query: ProductQuery): Promise<Product[]> =>
  client.call({ method: 'GET', url: '/green/search', params: { ...query } }, Products, 'serverError');
