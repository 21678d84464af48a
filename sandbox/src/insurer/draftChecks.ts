// The insurer's checks of the fields of a draft, written from docs/insurer-api.md "The insurer checks" and
// "Field formats". Each check answers the name of the rule a value breaks, or undefined; an empty value breaks no
// format (whether a field may be empty is `required`'s question). The shop validates the same fields with its own
// code before sending; agreement/ feeds both the same drafts and requires the same verdicts.
import { addDays, toIsoDate, yearsOld, daysFrom, type IsoDate } from './calendar';
import {
  AGE_MAX,
  AGE_MIN,
  OTP_LENGTH,
  START_DATE_FIRST_DAY_AHEAD,
  START_DATE_MAX_DAYS_AHEAD,
  VEHICLE_YEAR_MIN,
} from './terms';
import type { DocumentType } from './wireValues';

export type RuleName =
  | 'required'
  | 'onlyLatin'
  | 'addressLatin'
  | 'innInvalid'
  | 'wrongStateNumber'
  | 'wrongIndividualNumber'
  | 'wrongNumberOf1995'
  | 'wrongNumberBefore1995'
  | 'wrongTransitNumber'
  | 'wrongBodyNumber'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'dateFormat'
  | 'startDate'
  | 'age'
  | 'documentSeries'
  | 'documentNumber'
  | 'yearInvalid'
  | 'numberInvalid'
  | 'codeFormat'
  | 'plainText';

type Text = string | null | undefined;
type Verdict = RuleName | undefined;

const empty = (value: Text | number): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function required(value: unknown): Verdict {
  if (value === null || value === undefined || value === false) return 'required';
  if (typeof value === 'string' && value.trim() === '') return 'required';
  if (typeof value === 'number' && Number.isNaN(value)) return 'required';
  return undefined;
}

/** Names as in the international passport: Latin words joined by a space, hyphen or apostrophe. */
export function latinName(value: Text): Verdict {
  if (empty(value)) return undefined;
  const words = value.trim().split(/[ '’ʼ-]+/);
  const joinedWell = !/^[ '’ʼ-]|[ '’ʼ-]$/.test(value.trim());
  return joinedWell && words.every((word) => /^[A-Za-z]+$/.test(word)) ? undefined : 'onlyLatin';
}

/** An address in Latin: letters (at least one), digits, spaces and . , - / ' #. */
export function latinAddress(value: Text): Verdict {
  if (empty(value)) return undefined;
  const text = value.trim();
  return /^[A-Za-z0-9 .,/'’ʼ#-]+$/.test(text) && /[A-Za-z]/.test(text) ? undefined : 'addressLatin';
}

/** Free text (an issuing authority, a maker's or model's name): nothing that does not print (control, format, private). */
export function plainText(value: Text): Verdict {
  if (empty(value)) return undefined;
  return /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\u2028\u2029]/u.test(value) ? 'plainText' : undefined;
}

/** local@domain.tld: no spaces, dot-separated labels, a TLD of two letters or more. */
export function validateEmail(value: Text): Verdict {
  if (empty(value)) return undefined;
  const text = value.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0) return 'emailInvalid';
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  const localOk = local.split('.').every((atom) => /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/.test(atom));
  const labelsOk =
    labels.length >= 2 && labels.every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(label));
  const tldOk = /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] ?? '');
  return localOk && labelsOk && tldOk ? undefined : 'emailInvalid';
}

/** One spelling of a phone: digits after '+', a national 0XXXXXXXXX or a bare 380... read as Ukrainian. */
export function normalizePhone(value: string): string {
  const digits = value.trim().replace(/[\s().-]/g, '');
  if (/^0\d{9}$/.test(digits)) return `+38${digits}`;
  if (/^380\d{9}$/.test(digits)) return `+${digits}`;
  if (/^00[1-9]\d+$/.test(digits)) return `+${digits.slice(2)}`;
  return digits;
}

/** +380 and nine digits, or another country's number in E.164 (a foreign phone); nothing else. */
export function validatePhone(value: Text): Verdict {
  if (empty(value)) return undefined;
  const phone = normalizePhone(value);
  if (phone.startsWith('+380')) return /^\+380\d{9}$/.test(phone) ? undefined : 'phoneInvalid';
  return /^\+[1-9]\d{9,14}$/.test(phone) ? undefined : 'phoneInvalid';
}

/** Cyrillic letters that look like Latin ones, as a state number may be typed in either alphabet. */
const LOOKALIKES: Record<string, string> = {
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
const LATIN_LOOKALIKES: Record<string, string> = Object.fromEntries(
  Object.entries(LOOKALIKES).map(([cyrillic, latin]) => [latin, cyrillic]),
);
const SHARED_LETTERS = 'ABCEHIKMOPTX';

/**
 * Upper case, no spaces or dashes; the look-alike letters in Latin, or in Cyrillic when the number has a letter only
 * Cyrillic has (an individual number in Ukrainian, a number from before 1995).
 */
export function normalizeStateNumber(value: string): string {
  const chars = [...value.toUpperCase().replace(/[\s-]/g, '')];
  const cyrillic = chars.some((c) => /\p{Script=Cyrillic}/u.test(c) && !(c in LOOKALIKES));
  return chars.map((c) => (cyrillic ? (LATIN_LOOKALIKES[c] ?? c) : (LOOKALIKES[c] ?? c))).join('');
}

const isOneOf = (alphabet: string) => (c: string) => alphabet.includes(c);
const shared = isOneOf(SHARED_LETTERS);
const ukrainian = (c: string) => shared(c) || UKRAINIAN_LETTERS.includes(c);
const digit = (c: string) => c >= '0' && c <= '9';

/**
 * The kinds of Ukrainian registration number (docs/insurer-api.md, "Field formats"), by the run of letters and
 * digits: one to three letters, digits and at most two letters is shaped as a number the state issues (one letter
 * first: before 1995; two letters, four digits, two letters, or a region of two of the 12 shared letters first: the
 * standard); digits and at most two letters
 * is 1995 (five digits or more) or transit; anything else is an individual number. Each kind has its own rule.
 */
function stateNumberRule(number: string): RuleName {
  const runs = [...number]
    .filter((c) => /\p{L}|\d/u.test(c))
    .map((c) => (digit(c) ? 'D' : 'L'))
    .join('');
  const issued = /^(L{1,3})D+L{0,2}$/.exec(runs);
  if (issued?.[1] === 'L') return 'wrongNumberBefore1995';
  if (runs === 'LLDDDDLL') return 'wrongStateNumber';
  const region = [...number].slice(0, 2);
  if (issued && region.every((c) => SHARED_LETTERS.includes(c) || c in LOOKALIKES)) return 'wrongStateNumber';
  const digitsFirst = /^(D+)L{0,2}$/.exec(runs);
  if (digitsFirst) return (digitsFirst[1] ?? '').length >= 5 ? 'wrongNumberOf1995' : 'wrongTransitNumber';
  return 'wrongIndividualNumber';
}

/** Whether the characters of `number` are, one by one, what `pattern` asks: l (a letter test), d (a digit). */
const shaped = (number: string, pattern: Array<(c: string) => boolean>) => {
  const chars = [...number];
  return chars.length === pattern.length && chars.every((c, i) => pattern[i]!(c));
};

function isValidOfRule(number: string, rule: RuleName): boolean {
  const d = digit;
  switch (rule) {
    case 'wrongStateNumber':
      return shaped(number, [shared, shared, d, d, d, d, isOneOf(`${SHARED_LETTERS}YZ`), shared]);
    case 'wrongNumberOf1995':
      return shaped(number, [d, d, d, d, d, shared, shared]);
    case 'wrongNumberBefore1995':
      return shaped(number, [ukrainian, d, d, d, d, ukrainian, ukrainian]);
    case 'wrongTransitNumber':
      return shaped(number, [d, d, d, d, shared, shared]);
    default: {
      // Individual: 3 to 8 letters and digits, a letter among them, all letters of one alphabet.
      const chars = [...number];
      if (chars.length < 3 || chars.length > 8 || !chars.some((c) => !digit(c))) return false;
      const latin = chars.every((c) => digit(c) || (c >= 'A' && c <= 'Z'));
      const cyrillic = chars.every((c) => digit(c) || UKRAINIAN_LETTERS.includes(c));
      return latin || cyrillic;
    }
  }
}

/** A Ukrainian registration number of one of the kinds a Green Card is sold for, each refused by its own rule. */
export function validateStateNumber(value: Text): Verdict {
  if (empty(value)) return undefined;
  const number = normalizeStateNumber(value);
  const rule = stateNumberRule(number);
  return isValidOfRule(number, rule) ? undefined : rule;
}

/** 5 to 17 Latin letters and digits; a full 17-character VIN never has I, O or Q. */
export function validateBodyNumber(value: Text): Verdict {
  if (empty(value)) return undefined;
  const body = value.toUpperCase().replace(/\s/g, '');
  if (!/^[A-Z0-9]{5,17}$/.test(body)) return 'wrongBodyNumber';
  return body.length === 17 && /[IOQ]/.test(body) ? 'wrongBodyNumber' : undefined;
}

export function validateDate(value: Text): Verdict {
  if (empty(value)) return undefined;
  return toIsoDate(value) === null ? 'dateFormat' : undefined;
}

/** Later than tomorrow, at most 30 days ahead of the insurer's today. */
export function validateStartDate(value: Text, today: IsoDate): Verdict {
  if (empty(value)) return undefined;
  const start = toIsoDate(value);
  if (start === null) return 'dateFormat';
  const ahead = daysFrom(today, start);
  return ahead >= START_DATE_FIRST_DAY_AHEAD && ahead <= START_DATE_MAX_DAYS_AHEAD ? undefined : 'startDate';
}

export function validateBirthday(value: Text, today: IsoDate): Verdict {
  if (empty(value)) return undefined;
  const birthday = toIsoDate(value);
  if (birthday === null) return 'dateFormat';
  const age = yearsOld(birthday, today);
  return age >= AGE_MIN && age <= AGE_MAX ? undefined : 'age';
}

/** The birthday a tax number encodes: its first five digits count days from 31 December 1899. */
export function innBirthday(inn: string): IsoDate {
  return addDays('1899-12-31', Number(inn.slice(0, 5)));
}

/** Ten digits whose tenth is the check digit of the first nine; the encoded birthday is the person's. */
export function validateInn(inn: Text, birthday?: Text): Verdict {
  if (empty(inn)) return undefined;
  const digits = inn.trim();
  if (!/^\d{10}$/.test(digits)) return 'innInvalid';
  const weights = [-1, 5, 7, 9, 4, 6, 10, 5, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = (((sum % 11) + 11) % 11) % 10;
  if (check !== Number(digits[9])) return 'innInvalid';
  const born = empty(birthday) ? null : toIsoDate(birthday);
  return born !== null && innBirthday(digits) !== born ? 'innInvalid' : undefined;
}

/** A year of manufacture from 1900 to this year. */
export function validateYear(value: Text | number, today: IsoDate): Verdict {
  if (empty(value)) return undefined;
  const text = String(value).trim();
  if (!/^\d{4}$/.test(text)) return 'yearInvalid';
  const year = Number(text);
  return year >= VEHICLE_YEAR_MIN && year <= Number(today.slice(0, 4)) ? undefined : 'yearInvalid';
}

/** A number above zero (a decimal comma reads as a point); whole when asked, at most `max`. */
export function validatePositiveNumber(value: Text | number, rule: { integer?: boolean; max?: number } = {}): Verdict {
  if (empty(value)) return undefined;
  const text = String(value).trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return 'numberInvalid';
  const n = Number(text);
  const fits = n > 0 && n <= (rule.max ?? Infinity) && (!rule.integer || Number.isInteger(n));
  return fits ? undefined : 'numberInvalid';
}

/** A one-time code or secret: exactly six digits. */
export function validateCode(value: Text): Verdict {
  if (empty(value)) return 'required';
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value.trim()) ? undefined : 'codeFormat';
}

/** The document fields each type requires. */
const DOCUMENT_NEEDS: Record<
  DocumentType,
  { series: boolean; number: boolean; issuedBy: boolean; date: boolean; record: boolean }
> = {
  EXTERNAL_PASSPORT: { series: true, number: true, issuedBy: true, date: true, record: false },
  DRIVING_LICENSE: { series: true, number: true, issuedBy: true, date: true, record: false },
  PASSPORT: { series: true, number: true, issuedBy: true, date: true, record: false },
  ID_PASSPORT: { series: false, number: true, issuedBy: true, date: true, record: true },
};

export function documentFieldsRequired(type: DocumentType) {
  return { ...DOCUMENT_NEEDS[type] };
}

const LATIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UKRAINIAN_LETTERS = 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ';
const lettersOf = (alphabet: string, min: number, max: number) => (series: string) =>
  series.length >= min && series.length <= max && [...series].every((c) => alphabet.includes(c));

/** Series formats: international passport two Latin letters; passport two Cyrillic; licence 1 to 3 of one alphabet. */
const SERIES_FORMAT: Record<DocumentType, ((series: string) => boolean) | null> = {
  EXTERNAL_PASSPORT: lettersOf(LATIN_LETTERS, 2, 2),
  PASSPORT: lettersOf(UKRAINIAN_LETTERS, 2, 2),
  DRIVING_LICENSE: (s) => lettersOf(LATIN_LETTERS, 1, 3)(s) || lettersOf(UKRAINIAN_LETTERS, 1, 3)(s),
  ID_PASSPORT: null,
};

/** Number formats: digits, six for passports, one to six for a licence, nine for an ID card. */
const NUMBER_DIGITS: Record<DocumentType, [number, number]> = {
  EXTERNAL_PASSPORT: [6, 6],
  PASSPORT: [6, 6],
  DRIVING_LICENSE: [1, 6],
  ID_PASSPORT: [9, 9],
};

export function validateDocumentSeries(type: DocumentType, value: Text): Verdict {
  if (empty(value)) return undefined;
  const format = SERIES_FORMAT[type];
  return format !== null && format(value.trim().toUpperCase()) ? undefined : 'documentSeries';
}

export function validateDocumentNumber(type: DocumentType, value: Text): Verdict {
  if (empty(value)) return undefined;
  const [min, max] = NUMBER_DIGITS[type];
  const text = value.trim();
  return /^\d+$/.test(text) && text.length >= min && text.length <= max ? undefined : 'documentNumber';
}

/** The ID card's record number: eight digits, a hyphen, five digits. */
export function validateDocumentRecord(value: Text): Verdict {
  if (empty(value)) return undefined;
  return /^\d{8}-\d{5}$/.test(value.trim()) ? undefined : 'documentNumber';
}
