export { VALIDATION_KEYS, isBlank, type ValidationKey, type Rule, type FieldValue } from './types';
export { required } from './required';
export { composeRules } from './compose';
export { latinName, latinAddress } from './names';
export { validatePlainText } from './text';
export { validateInn, innBirthday } from './inn';
export {
  normalizeStateNumber,
  toStateNumber,
  isStateNumber,
  validateStateNumber,
  stateNumberKind,
  inVehicleRegistry,
  normalizeBodyNumber,
  validateBodyNumber,
  type StateNumber,
} from './vehicle';
export { normalizePhone, toPhone, isPhone, isUkrainianPhone, isForeignPhone, validatePhone, type Phone } from './phone';
export { validateEmail } from './email';
export {
  documentFieldsRequired,
  normalizeDocumentSeries,
  validateDocumentSeries,
  validateDocumentNumber,
  validateDocumentRecord,
} from './documents';
export { validateDate, validateStartDate, validateBirthday, validateYear } from './dates';
export { validatePositiveNumber, type NumberRuleOptions } from './numbers';
export { validateCode } from './code';
