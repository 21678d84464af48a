import { isBlank, type FieldValue, type ValidationKey } from './types';

// The 12 letters shared by the Latin and Cyrillic alphabets (market facts, "Form facts").
const CYRILLIC_TO_LATIN: Record<string, string> = {
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Т: 'T',
  Х: 'X',
};
const STATE_NUMBER = /^[ABCEHIKMOPTX]{2}\d{4}[ABCEHIKMOPTX]{2}$/;
const BODY_NUMBER = /^[A-Z0-9]{5,17}$/;
const VIN_LENGTH = 17;

/** One spelling of a state number: Latin, upper case, no spaces or dashes ('аа 1234-вв' -> 'AA1234BB'). */
export function normalizeStateNumber(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[АВСЕНІКМОРТХ]/g, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter);
}

declare const stateNumberBrand: unique symbol;

/**
 * A state number as the shop keeps it after the buyer typed it: Latin, upper case, no spaces (normalizeStateNumber),
 * in the standard form AA1234AA. Made once, where the value enters (`toStateNumber`).
 */
export type StateNumber = string & { readonly [stateNumberBrand]: true };

/** The state number typed, as a domain value; null unless it is a valid state number. */
export function toStateNumber(value: string): StateNumber | null {
  const number = normalizeStateNumber(value);
  return STATE_NUMBER.test(number) ? (number as StateNumber) : null;
}

/** Whether a stored value is a state number as `toStateNumber` makes it (for what is read back from storage). */
export const isStateNumber = (value: unknown): value is StateNumber =>
  typeof value === 'string' && toStateNumber(value) === value;

/** 'wrongStateNumber' unless the standard form AA1234AA (either alphabet, any case, spaces ignored). */
export function validateStateNumber(value: FieldValue): ValidationKey | undefined {
  if (isBlank(value)) return undefined;
  return toStateNumber(String(value)) === null ? 'wrongStateNumber' : undefined;
}

/** A body number as sent: upper case, no spaces. */
export function normalizeBodyNumber(value: string): string {
  return value.toUpperCase().replace(/\s/g, '');
}

/** 'wrongBodyNumber' unless 5 to 17 Latin letters or digits; a 17-character VIN has no I, O or Q (ISO 3779). */
export function validateBodyNumber(value: FieldValue): ValidationKey | undefined {
  if (isBlank(value)) return undefined;
  const body = normalizeBodyNumber(value);
  if (!BODY_NUMBER.test(body)) return 'wrongBodyNumber';
  if (body.length === VIN_LENGTH && /[IOQ]/.test(body)) return 'wrongBodyNumber';
  return undefined;
}
