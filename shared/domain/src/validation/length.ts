import { isBlank, type FieldValue, type Rule } from './types';

/**
 * The longest text each contract field takes, in characters. The insurer stores and prints these values with
 * limits of its own; the shop says on the field what is too long rather than letting the whole draft be refused,
 * and rather than cutting a pasted value short without a word (an input's maxLength would).
 */
export const TEXT_MAX_LENGTHS = {
  /** Each of surname, name and patronymic. */
  name: 50,
  address: 200,
  email: 100,
  phone: 20,
  documentSeries: 20,
  documentNumber: 20,
  documentRecord: 30,
  documentIssuedBy: 100,
  stateNumber: 12,
  bodyNumber: 30,
  /** The maker's and the model's text, chosen or typed. */
  makerModel: 100,
} as const;

export type TextLimit = keyof typeof TEXT_MAX_LENGTHS;

/** The length the buyer sees: what is sent (trimmed), one character each, an emoji or any astral character too. */
export function textLength(value: string): number {
  return [...value.trim()].length;
}

/** A rule: 'tooLong' when the text has more than `max` characters. Its message names the limit ({{max}}). */
export function maxChars(max: number): Rule<FieldValue> {
  return (value) => (isBlank(value) || textLength(value) <= max ? undefined : 'tooLong');
}
