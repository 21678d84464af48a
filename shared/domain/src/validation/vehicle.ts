// Ukrainian registration numbers a Green Card is sold for (docs/insurer-api.md, "Field formats"; rules §5), told apart
// by their shape, each with its own rule and message:
// - the standard since 2004: two letters, four digits, two letters, of the 12 letters the Cyrillic and Latin
//   alphabets share; an electric vehicle's series starts with Y or Z (AA1234BB, AA1234YB);
// - individual (personalised) numbers: 3 to 8 letters and digits, at least one letter, the letters all Latin or all
//   Ukrainian, never shaped like a number the state issues (BOSS, ЖУК777, 1KOZAK; not AK47, which reads as a
//   standard number half typed);
// - the older formats still on the road: five digits and two of the 12 letters (1995: 123-45 AA) and a letter, four
//   digits and two letters of the Ukrainian alphabet (before 1995: а 1234 КИ);
// - transit numbers: four digits and two of the 12 letters (1234 AA).
// The register of vehicles keeps the standard and the individual ones, not the older formats nor transit numbers,
// which GET /number is not asked for (inVehicleRegistry).
import { isBlank, type FieldValue, type ValidationKey } from './types';

/** The 12 letters shared by the Latin and Cyrillic alphabets, by their Cyrillic spelling. */
const LOOKALIKES: Readonly<Record<string, string>> = {
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
const TO_CYRILLIC: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LOOKALIKES).map(([cyrillic, latin]) => [latin, cyrillic]),
);
const SHARED = 'ABCEHIKMOPTX';
const UKRAINIAN = 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ';
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * One spelling of a state number: upper case, no spaces or dashes, and the 12 shared letters in Latin, unless the
 * number has a letter only Cyrillic has, when they are Cyrillic too ('аа 1234-вв' -> 'AA1234BB', 'жук 777' ->
 * 'ЖУК777', typed with a Latin K or not).
 */
export function normalizeStateNumber(value: string): string {
  const number = value.toUpperCase().replace(/[\s-]/g, '');
  const cyrillic = [...number].some((c) => CYRILLIC.test(c) && LOOKALIKES[c] === undefined);
  return [...number].map((c) => (cyrillic ? (TO_CYRILLIC[c] ?? c) : (LOOKALIKES[c] ?? c))).join('');
}

/** The kinds of number, as their shape tells them. */
type StateNumberKind = 'standard' | 'individual' | 'of1995' | 'before1995' | 'transit';

const MESSAGE: Readonly<Record<StateNumberKind, ValidationKey>> = {
  standard: 'wrongStateNumber',
  individual: 'wrongIndividualNumber',
  of1995: 'wrongNumberOf1995',
  before1995: 'wrongNumberBefore1995',
  transit: 'wrongTransitNumber',
};

const isLetter = (c: string) => /\p{L}/u.test(c);

/**
 * What kind of number a spelling is meant to be, by the shape of its letters and digits. One to three letters, digits
 * and at most two letters is shaped like a number the state issues: with one letter first, before 1995; with two
 * letters, four digits and two letters, or a region of two of the 12 shared letters first, the standard, mistyped,
 * half typed or not, which no individual number may look like. Digits and at most two letters is 1995 (five digits or more) or transit (four or fewer). Anything else is
 * individual.
 */
export function stateNumberKind(number: string): StateNumberKind {
  const shape = [...number]
    .filter((c) => isLetter(c) || /\d/.test(c))
    .map((c) => (isLetter(c) ? 'L' : 'D'))
    .join('');
  const issued = /^(L{1,3})D+L{0,2}$/.exec(shape);
  if (issued?.[1] === 'L') return 'before1995';
  if (shape === 'LLDDDDLL') return 'standard';
  if (issued && [...number.slice(0, 2)].every((c) => SHARED.includes(c) || LOOKALIKES[c] !== undefined))
    return 'standard';
  const digitsFirst = /^(D+)L{0,2}$/.exec(shape);
  if (digitsFirst) return (digitsFirst[1] ?? '').length >= 5 ? 'of1995' : 'transit';
  return 'individual';
}

const letters = (alphabet: string) => `[${alphabet}]`;
const RULES: Readonly<Record<Exclude<StateNumberKind, 'individual'>, RegExp>> = {
  standard: new RegExp(`^${letters(SHARED)}{2}\\d{4}${letters(`${SHARED}YZ`)}${letters(SHARED)}$`),
  of1995: new RegExp(`^\\d{5}${letters(SHARED)}{2}$`),
  before1995: new RegExp(`^${letters(UKRAINIAN + SHARED)}\\d{4}${letters(UKRAINIAN + SHARED)}{2}$`),
  transit: new RegExp(`^\\d{4}${letters(SHARED)}{2}$`),
};
const INDIVIDUAL_LATIN = /^(?=.*[A-Z])[A-Z0-9]{3,8}$/;
const INDIVIDUAL_UKRAINIAN = new RegExp(`^(?=.*${letters(UKRAINIAN)})${letters(`${UKRAINIAN}0-9`)}{3,8}$`);

/** Whether a spelling (normalizeStateNumber's) is a valid number of its kind. */
function isValidNumber(number: string, kind: StateNumberKind): boolean {
  if (kind === 'individual') return INDIVIDUAL_LATIN.test(number) || INDIVIDUAL_UKRAINIAN.test(number);
  return RULES[kind].test(number);
}

declare const stateNumberBrand: unique symbol;

/**
 * A state number as the shop keeps it after the buyer typed it: one of the kinds above, in normalizeStateNumber's
 * one spelling. Made once, where the value enters (`toStateNumber`).
 */
export type StateNumber = string & { readonly [stateNumberBrand]: true };

/** The state number typed, as a domain value; null unless it is a valid number of its kind. */
export function toStateNumber(value: string): StateNumber | null {
  const number = normalizeStateNumber(value);
  return isValidNumber(number, stateNumberKind(number)) ? (number as StateNumber) : null;
}

/** Whether a stored value is a state number as `toStateNumber` makes it (for what is read back from storage). */
export const isStateNumber = (value: unknown): value is StateNumber =>
  typeof value === 'string' && toStateNumber(value) === value;

/** The message of the kind the typed number is meant to be, unless it is a valid one (either alphabet, any case). */
export function validateStateNumber(value: FieldValue): ValidationKey | undefined {
  if (isBlank(value)) return undefined;
  const number = normalizeStateNumber(String(value));
  const kind = stateNumberKind(number);
  return isValidNumber(number, kind) ? undefined : MESSAGE[kind];
}

/** Whether the register of vehicles (GET /number) can know the number: the standard and individual ones. */
export const inVehicleRegistry = (number: StateNumber): boolean => {
  const kind = stateNumberKind(number);
  return kind === 'standard' || kind === 'individual';
};
