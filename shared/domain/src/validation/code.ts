import { OTP_LENGTH } from '../constants';
import type { FieldValue, ValidationKey } from './types';

const CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A one-time code or secret: 'required' when empty (rules §5), 'codeFormat' unless exactly six digits (rules D17). */
export function validateCode(value: FieldValue): ValidationKey | undefined {
  if (value === null || value === undefined || value.trim() === '') return 'required';
  return CODE.test(value.trim()) ? undefined : 'codeFormat';
}
