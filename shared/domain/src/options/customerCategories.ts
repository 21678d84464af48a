import { optionGuard, type Option } from './option';

/** rules §1: the shop sells to individuals only. */
export type CustomerCategory = 'NATURAL';

export const CUSTOMER_CATEGORIES: readonly Option<CustomerCategory>[] = [
  { value: 'NATURAL', label: { uk: 'Фізична особа', en: 'Individual' } },
];

export const isCustomerCategory = optionGuard(CUSTOMER_CATEGORIES);
