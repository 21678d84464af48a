/** rules §1: the shop sells to individuals only. */
export type CustomerCategory = 'NATURAL';

export const isCustomerCategory = (value: unknown): value is CustomerCategory => value === 'NATURAL';
