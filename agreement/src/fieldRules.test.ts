// The shop and the sandbox insurer check the same draft fields with code written apart: the shop with the contract
// step's field rules and @greencard/domain before it sends, the sandbox with its own rules when it receives. These
// properties feed both the same values, well-formed ones and ones broken in one place, and require the same verdict
// (the same rule broken, or none). A disagreement is a bug on one side; docs/insurer-api.md "Field formats" says which.
import * as shop from '@greencard/domain';
import { addDays } from '@greencard/mf-contract/src/features/calendar/calendar';
import { ORDER_NUMBER_MAX, ORDER_NUMBER_MIN } from '@greencard/mf-contract/src/features/creation/randomOrderNumber';
import { coverageEnd } from '@greencard/mf-contract/src/features/form/coverageEnd';
import { validateBodyNumber } from '@greencard/mf-contract/src/features/rules/bodyNumber';
import {
  validateBirthday,
  validateDate,
  validateStartDate,
  validateYear,
} from '@greencard/mf-contract/src/features/rules/dates';
import {
  documentFieldsRequired,
  validateDocumentNumber,
  validateDocumentRecord,
  validateDocumentSeries,
} from '@greencard/mf-contract/src/features/rules/documents';
import { validateEmail } from '@greencard/mf-contract/src/features/rules/email';
import { validateInn } from '@greencard/mf-contract/src/features/rules/inn';
import { latinAddress, latinName } from '@greencard/mf-contract/src/features/rules/names';
import { validatePositiveNumber } from '@greencard/mf-contract/src/features/rules/numbers';
import { validatePhone } from '@greencard/mf-contract/src/features/rules/phone';
import { validatePlainText } from '@greencard/mf-contract/src/features/rules/text';
import { CODE_RESEND_SECONDS } from '@greencard/mf-confirm/src/features/code/resendPause';
import { canPayInInstalments, monthlyInstalment } from '@greencard/mf-payment/src/features/pay/instalments';
import { maxRedeemablePoints } from '@greencard/mf-points/src/features/redeem/amounts';
import { POINTS_CODE_RESEND_SECONDS } from '@greencard/mf-points/src/features/redeem/resendCountdown';
import * as insurer from '@greencard/sandbox/src/insurer';
import fc from 'fast-check';

// Fixed seed: CI runs the same cases every time; a new seed is a deliberate change.
fc.configureGlobal({ seed: 20261124, numRuns: 300 });

const TODAY = '2026-11-24';

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
/** Text made of the given characters, 0 to `max` long. */
const textOf = (chars: string, max = 12) =>
  fc.array(fc.constantFrom(...chars), { maxLength: max }).map((a) => a.join(''));

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const UKRAINIAN = 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯабвгґдеєжзиіїйклмнопрстуфхцчшщьюя';
const RUSSIAN_ONLY = 'ЫЭЪЁыэъё';
const SEPARATORS = " '’ʼ-";
const PUNCTUATION = '.,/#@+()!?_:;"';

/** The rule a shop verdict names: the contract's own rules say theirs by a full key of its texts. */
const ruleOf = (verdict: string | undefined) => verdict?.replace(/^contract:validation\./, '');

/** The same verdict from both: both accept, or both refuse with the same rule. */
function agree(field: string, value: unknown, shopVerdict: string | undefined, insurerVerdict: string | undefined) {
  if (ruleOf(shopVerdict) !== insurerVerdict) {
    throw new Error(
      `${field} ${JSON.stringify(value)}: the shop says ${shopVerdict ?? 'valid'}, the insurer ${insurerVerdict ?? 'valid'}`,
    );
  }
}

describe('the shop and the sandbox insurer agree on every field of a draft', () => {
  it('names and the address', () => {
    fc.assert(
      fc.property(textOf(LATIN + SEPARATORS + UKRAINIAN.slice(0, 6) + DIGITS.slice(0, 3)), (value) => {
        agree('name', value, latinName(value), insurer.latinName(value));
      }),
    );
    fc.assert(
      fc.property(textOf(LATIN + DIGITS + " -'’ʼ" + PUNCTUATION + UKRAINIAN.slice(0, 4), 30), (value) => {
        agree('address', value, latinAddress(value), insurer.latinAddress(value));
      }),
    );
  });

  it('free text a buyer types (an issuing authority, a maker, a model): nothing that does not print', () => {
    const unprintable = '\u0000\u0007\n\t\u007F\u0085\u00AD\u200B\u200E\u202E\u2066\u2069\u2028\uFEFF\uE000';
    const text = textOf(LATIN + UKRAINIAN.slice(0, 8) + DIGITS + " -'()." + unprintable, 16);
    fc.assert(
      fc.property(text, (value) => agree('free text', value, validatePlainText(value), insurer.plainText(value))),
    );
  });

  it('e-mail addresses', () => {
    const local = textOf(LATIN + DIGITS + "._-+!'", 8);
    const label = textOf(LATIN + DIGITS + '-', 6);
    const email = fc.oneof(
      fc.tuple(local, label, label).map(([l, a, b]) => `${l}@${a}.${b}`),
      fc.tuple(local, label, pick('ua', 'com', 'c', '1a', '')).map(([l, a, tld]) => `${l}@${a}.${tld}`),
      textOf(LATIN + DIGITS + '@. ', 16),
    );
    fc.assert(fc.property(email, (value) => agree('email', value, validateEmail(value), insurer.validateEmail(value))));
  });

  it('phones, Ukrainian and foreign, in the spellings people type', () => {
    const phone = fc.oneof(
      fc.tuple(pick('+380', '380', '0', '+38 0', '00380'), textOf(DIGITS + ' -()', 12)).map(([p, rest]) => p + rest),
      fc.tuple(pick('+', '00', ''), textOf(DIGITS, 16)).map(([p, rest]) => p + rest),
      textOf(DIGITS + '+ -().a', 16),
    );
    fc.assert(fc.property(phone, (value) => agree('phone', value, validatePhone(value), insurer.validatePhone(value))));
    fc.assert(
      fc.property(phone, (value) =>
        agree('phone spelling', value, shop.normalizePhone(value), insurer.normalizePhone(value)),
      ),
    );
  });

  it('state numbers of every kind (the standard, individual, 1995, before 1995, transit) and body numbers, in either alphabet', () => {
    const stateLetters = 'ABCEHIKMOPTXDFZY' + 'АВСЕНІКМОРТХДЖИ' + 'abcxм';
    const cyrillic = UKRAINIAN + RUSSIAN_ONLY + 'ABCK';
    const separated = (parts: string[], s: string) => parts.join(s);
    const stateNumber = fc.oneof(
      // The standard, and numbers shaped like it.
      fc
        .tuple(textOf(stateLetters, 3), textOf(DIGITS, 5), textOf(stateLetters, 2), pick('', ' ', '-'))
        .map(([a, d, b, s]) => separated([a, d, b], s)),
      // 1995 and transit: digits, then letters.
      fc
        .tuple(textOf(DIGITS, 6), textOf(stateLetters + 'ЖД', 3), pick('', ' ', '-'))
        .map(([d, b, s]) => separated([d.slice(0, 3), d.slice(3), b], s)),
      // Before 1995: a letter, four digits, two letters, mostly Cyrillic.
      fc
        .tuple(textOf(cyrillic, 1), textOf(DIGITS, 5), textOf(cyrillic, 2))
        .map(([a, d, b]) => `${a.toLowerCase()} ${d} ${b}`),
      // Individual numbers, Latin, Ukrainian or both, and any other mix.
      textOf(LATIN + DIGITS, 9),
      textOf(UKRAINIAN + DIGITS + 'KX', 9),
      textOf(stateLetters + DIGITS + ' -!', 10),
    );
    fc.assert(
      fc.property(stateNumber, (v) =>
        agree('state number', v, shop.validateStateNumber(v), insurer.validateStateNumber(v)),
      ),
    );
    fc.assert(
      fc.property(stateNumber, (v) =>
        agree('state number spelling', v, shop.normalizeStateNumber(v), insurer.normalizeStateNumber(v)),
      ),
    );
    const body = textOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ' + DIGITS + 'abioq -Ж', 19);
    fc.assert(fc.property(body, (v) => agree('body number', v, validateBodyNumber(v), insurer.validateBodyNumber(v))));
  });

  it('tax numbers, with and without the birthday they encode', () => {
    const day = fc.integer({ min: 1, max: 60_000 });
    const taxNumber = fc.oneof(
      // Right check digit, sometimes off by one in one digit.
      fc.tuple(day, textOf(DIGITS, 4), fc.boolean()).map(([d, tail, spoil]) => {
        const nine = String(d).padStart(5, '0') + tail.padEnd(4, '0');
        const weights = [-1, 5, 7, 9, 4, 6, 10, 5, 7];
        const sum = weights.reduce((t, w, i) => t + w * Number(nine[i]), 0);
        const check = (((sum % 11) + 11) % 11) % 10;
        return nine + String(spoil ? (check + 1) % 10 : check);
      }),
      textOf(DIGITS + ' a', 11),
    );
    const birthday = fc.oneof(
      fc.constant(''),
      day.map((d) => addDays('1899-12-31', d)),
      pick('31.12.1999', '1999-02-30'),
    );
    fc.assert(
      fc.property(taxNumber, birthday, (inn, born) => {
        agree(`tax number (born ${born})`, inn, validateInn(inn, born), insurer.validateInn(inn, born));
      }),
    );
  });

  it('dates: any date, the birthday of an insured person, the start date, the year of manufacture', () => {
    const iso = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const date = fc.oneof(
      iso,
      iso.map((d) => `${d.slice(8)}.${d.slice(5, 7)}.${d.slice(0, 4)}`),
      fc
        .tuple(fc.integer({ min: 0, max: 35 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1890, max: 2030 }))
        .map(([d, m, y]) => `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`),
      textOf(DIGITS + '.-', 10),
    );
    fc.assert(fc.property(date, (v) => agree('date', v, validateDate(v), insurer.validateDate(v))));
    fc.assert(
      fc.property(date, (v) => agree('birthday', v, validateBirthday(v, TODAY), insurer.validateBirthday(v, TODAY))),
    );
    const soon = fc.integer({ min: -3, max: 40 }).map((n) => addDays(TODAY, n));
    fc.assert(
      fc.property(fc.oneof(soon, date), (v) =>
        agree('start date', v, validateStartDate(v, TODAY), insurer.validateStartDate(v, TODAY)),
      ),
    );
    const year = fc.oneof(fc.integer({ min: 1890, max: 2030 }).map(String), textOf(DIGITS + ' ', 5));
    fc.assert(fc.property(year, (v) => agree('year', v, validateYear(v, TODAY), insurer.validateYear(v, TODAY))));
  });

  it('vehicle figures', () => {
    const figure = fc.oneof(
      textOf(DIGITS + '.,', 6),
      fc.integer({ min: -5, max: 200 }).map(String),
      textOf(DIGITS + 'e- ', 5),
    );
    const rules = pick({}, { integer: true }, { integer: true, max: 100 });
    fc.assert(
      fc.property(figure, rules, (v, rule) =>
        agree(
          `figure ${JSON.stringify(rule)}`,
          v,
          validatePositiveNumber(v, rule),
          insurer.validatePositiveNumber(v, rule),
        ),
      ),
    );
  });

  it('identity documents: which fields each type needs, and their series, numbers and record numbers', () => {
    const type = pick(...insurer.DRAFT_DOCUMENT_TYPES.map((t) => t.value));
    fc.assert(fc.property(type, (t) => expect(documentFieldsRequired(t)).toEqual(insurer.documentFieldsRequired(t))));
    const series = textOf('ABCDEFGHKMOPTX' + 'abfx' + UKRAINIAN.slice(0, 20) + RUSSIAN_ONLY + '1 ', 4);
    fc.assert(
      fc.property(type, series, (t, v) =>
        agree(`${t} series`, v, validateDocumentSeries(t, v), insurer.validateDocumentSeries(t, v)),
      ),
    );
    const number = textOf(DIGITS + 'A -', 10);
    fc.assert(
      fc.property(type, number, (t, v) =>
        agree(`${t} number`, v, validateDocumentNumber(t, v), insurer.validateDocumentNumber(t, v)),
      ),
    );
    const record = fc.oneof(
      fc.tuple(textOf(DIGITS, 9), textOf(DIGITS, 6)).map(([a, b]) => `${a}-${b}`),
      textOf(DIGITS + '-', 15),
    );
    fc.assert(
      fc.property(record, (v) =>
        agree('record number', v, validateDocumentRecord(v), insurer.validateDocumentRecord(v)),
      ),
    );
  });

  it('one-time codes and secrets', () => {
    const code = fc.oneof(textOf(DIGITS, 8), textOf(DIGITS + 'a ', 7));
    fc.assert(fc.property(code, (v) => agree('code', v, shop.validateCode(v), insurer.validateCode(v))));
  });

  it('the figures both sides work by', () => {
    expect(insurer.OTP_LENGTH).toBe(shop.OTP_LENGTH);
    expect(insurer.CODE_RESEND_SECONDS).toBe(CODE_RESEND_SECONDS);
    expect(insurer.POINTS_CODE_RESEND_SECONDS).toBe(POINTS_CODE_RESEND_SECONDS);
    expect(insurer.BANK_TERMS).toEqual(shop.BANK_TERMS);
    expect(insurer.SIGN_CUTOFF).toEqual(shop.SIGN_CUTOFF);
    expect([insurer.ORDER_NUMBER_MIN, insurer.ORDER_NUMBER_MAX]).toEqual([ORDER_NUMBER_MIN, ORDER_NUMBER_MAX]);
    expect(insurer.PERIODS.map((p) => p.value)).toEqual(shop.PERIODS.map((p) => p.value));
    expect(insurer.VEHICLE_TYPES.map((p) => p.value)).toEqual(shop.VEHICLE_TYPES.map((p) => p.value));
    expect(insurer.AREAS.map((p) => p.value)).toEqual(shop.AREAS.map((p) => p.value));
  });

  it('money: rounding, instalments and the points a premium may take', () => {
    const amount = fc.double({ min: 0, max: 400_000, noNaN: true });
    fc.assert(fc.property(amount, (a) => expect(insurer.roundMoney(a)).toBe(shop.roundMoney(a))));
    fc.assert(fc.property(amount, (a) => expect(insurer.canPayInInstalments(a)).toBe(canPayInInstalments(a))));
    fc.assert(
      fc.property(amount, fc.integer({ min: 3, max: 24 }), pick(0, 0.00001, 48.31), (a, months, rate) =>
        expect(insurer.monthlyInstalment(a, months, rate)).toBe(monthlyInstalment(a, months, rate)),
      ),
    );
    fc.assert(
      fc.property(amount, amount, (premium, balance) =>
        expect(insurer.maxRedeemablePoints(premium, balance)).toBe(maxRedeemablePoints(premium, balance)),
      ),
    );
  });

  it('coverage ends on the same day for every period', () => {
    const start = fc
      .date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const period = pick(...insurer.PERIODS.map((p) => p.value));
    fc.assert(fc.property(start, period, (s, p) => expect(insurer.coverageEnd(s, p)).toBe(coverageEnd(s, p))));
  });
});
