export { Product, ProductList, type Company } from './catalogue';
export { DraftSaved, StatusChanged } from './contract';
export { CodeChecked, readCodeSent } from './code';
export type { CodeSent } from './codeSent';
export { PaymentPage, PaymentConfirmation, type PaymentStatus } from './payment';
export { Receipt } from './documents';
export {
  AutoMaker,
  AutoModel,
  AutoModelList,
  Vehicle,
  VehicleList,
  Place,
  PlaceList,
  ServerTimeAnswer,
  type ServerTime,
} from './reference';
export {
  LoyaltyBalance,
  LoyaltyOrderAnswer,
  LoyaltySecretSent,
  LoyaltyReleased,
  readLoyaltyReserved,
  type LoyaltyReserved,
} from './loyalty';
