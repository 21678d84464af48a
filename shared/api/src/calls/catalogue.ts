import type { Area, CustomerCategory, Period, VehicleType } from '@greencard/domain';
import { Company, ProductList, type Product } from '../schemas';
import { call, type CallContext } from './context';

export interface ProductQuery {
  area: Area;
  type: VehicleType;
  period: Period;
  customerCategory: CustomerCategory;
}

export function catalogueCalls(context: CallContext) {
  return {
    /** GET /company: the company data the shell server reads at start (rules D8). */
    getCompany: (): Promise<Company> => call(context, { method: 'GET', url: '/company' }, Company, 'serverError'),

    /** GET /green/search: the offers for a calculator choice. */
    searchProducts: (query: ProductQuery): Promise<Product[]> =>
      call(context, { method: 'GET', url: '/green/search', params: query }, ProductList, 'serverError'),
  };
}
