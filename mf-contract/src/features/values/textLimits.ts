// The contract's text length limits and their rule: only this step's fields have them, so they and their message
// ('contract:validation.tooLong') are the step's own (docs/step-release.md).
import { isBlank, type FieldValue } from '@greencard/domain';
import type { Rule } from '../rules/compose';

/** The message of a text over its limit; it names the limit ({{max}}). */
export const TOO_LONG = 'contract:validation.tooLong';

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

/** A rule: TOO_LONG when the text has more than `max` characters. */
export function maxChars(max: number): Rule<FieldValue, typeof TOO_LONG> {
  return (value) => (isBlank(value) || textLength(value) <= max ? undefined : TOO_LONG);
}
