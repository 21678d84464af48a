import type { Area, CustomerCategory, Period, VehicleType } from '@greencard/domain';
import { ProductList, type Product } from '../schemas';
import { call, type CallContext } from './context';

export interface ProductQuery {
  area: Area;
  type: VehicleType;
  period: Period;
  customerCategory: CustomerCategory;
}

export function catalogueCalls(context: CallContext) {
  return {
    /** GET /green/search: the offers for a calculator choice. */
    searchProducts: (query: ProductQuery): Promise<Product[]> =>
      call(context, { method: 'GET', url: '/green/search', params: query }, ProductList, 'serverError'),
  };
}
