export { catalogueCalls, type ProductQuery } from './catalogue';
export { contractCalls } from './contract';
export { codeCalls, type CodeCheck } from './code';
export { paymentCalls, type PaymentRequest } from './payment';
export { documentCalls, type ContractDocument } from './documents';
export { referenceCalls } from './reference';
export { loyaltyCalls, type LoyaltyOrder, type LoyaltyRelease } from './loyalty';
export type { CallContext } from './context';
