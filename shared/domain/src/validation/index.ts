export { VALIDATION_KEYS, isBlank, type ValidationKey, type Rule, type FieldValue } from './types';
export { required } from './required';
export {
  normalizeStateNumber,
  toStateNumber,
  isStateNumber,
  validateStateNumber,
  stateNumberKind,
  inVehicleRegistry,
  type StateNumber,
} from './vehicle';
export { normalizePhone, toPhone, isPhone, isUkrainianPhone, type Phone } from './phone';
export { validateCode } from './code';
