export { VALIDATION_KEYS, isBlank, type ValidationKey, type Rule, type FieldValue } from './types';
export { required } from './required';
export { composeRules } from './compose';
export { latinName, latinAddress } from './names';
export { validateInn, innBirthday } from './inn';
export { normalizeStateNumber, validateStateNumber, normalizeBodyNumber, validateBodyNumber } from './vehicle';
export { normalizePhone, isUkrainianPhone, isForeignPhone, validatePhone } from './phone';
export { validateEmail } from './email';
export {
  documentFieldsRequired,
  normalizeDocumentSeries,
  validateDocumentSeries,
  validateDocumentNumber,
  validateDocumentRecord,
  type DocumentFields,
} from './documents';
export { validateDate, validateStartDate, validateBirthday, validateYear } from './dates';
export { validatePositiveNumber, type NumberRuleOptions } from './numbers';
export { validateCode } from './code';
