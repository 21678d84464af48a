export { type ProductQuery } from './catalogue';
export { type CodeCheck } from './code';
export { type PaymentRequest } from './payment';
export { type ContractDocument } from './documents';
export { type LoyaltyOrder, type LoyaltyRelease } from './loyalty';
