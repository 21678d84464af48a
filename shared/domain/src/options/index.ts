export type { Option } from './option';
export { VEHICLE_TYPES, isVehicleType, type VehicleType } from './vehicleTypes';
export { AREAS, isArea, type Area } from './areas';
export { PERIODS, isPeriod, periodLength, type Period } from './periods';
export { CUSTOMER_CATEGORIES, isCustomerCategory, type CustomerCategory } from './customerCategories';
export {
  FORM_DOCUMENT_TYPES,
  DRAFT_DOCUMENT_TYPES,
  isDocumentType,
  isFormDocumentType,
  type DocumentType,
  type FormDocumentType,
} from './documentTypes';
export { CONTRACT_STATES, isContractState, type ContractState } from './contractStates';
