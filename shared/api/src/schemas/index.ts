export { Product, ProductList, type Company } from './catalogue';
export { DraftSaved, StatusChanged } from './contract';
export { CodeSent, CodeChecked } from './code';
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
export { LoyaltyBalance, LoyaltyOrderAnswer, LoyaltySecretSent, LoyaltyReserved, LoyaltyReleased } from './loyalty';
