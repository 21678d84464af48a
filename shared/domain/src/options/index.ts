export { optionGuard, type Option } from './option';
export { VEHICLE_TYPES, isVehicleType, type VehicleType } from './vehicleTypes';
export { AREAS, isArea, type Area } from './areas';
export { PERIODS, isPeriod, periodLength, type Period } from './periods';
export { CUSTOMER_CATEGORIES, isCustomerCategory, type CustomerCategory } from './customerCategories';
export { CONTRACT_STATES, isContractState, type ContractState } from './contractStates';
