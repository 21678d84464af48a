// superstruct checks for bodies and queries: a failure becomes 400 naming every bad field by its wire name.
import * as superstruct from 'superstruct';
import { coerce, define, refine, unknown, validate, type Struct } from 'superstruct';
import { badRequest, type FieldError } from './errors';

/**
 * superstruct's own messages end with the value received ("Expected a string, but received: ..."): cut it off, so
 * an answer never repeats the caller's input (a shop page may show the message).
 */
const withoutValue = (message: string): string => message.replace(/,? but received[\s\S]*$/, '');

function describeFailures(error: {
  failures(): Array<{ path: Array<string | number>; value: unknown; message: string }>;
}): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const failure of error.failures()) {
    const field = failure.path.length ? failure.path.join('.') : 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: failure.value === undefined ? 'is required' : withoutValue(failure.message) });
  }
  return errors;
}

/** Validates and coerces `input`; throws a 400 HttpError naming the fields. */
export function check<T, S>(input: unknown, struct: Struct<T, S>): T {
  const [error, value] = validate(input ?? {}, struct, { coerce: true });
  if (error) throw badRequest(describeFailures(error));
  return value;
}

const digits = (s: string): number | string => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s);
const decimal = (s: string): number | string => (/^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s.trim()) : s);

/**
 * A coercion that always runs its function (superstruct's own condition check builds an error object, with a
 * stack trace, for every value that does not match it: too slow for a hot path).
 */
export const convert = <T, S>(struct: Struct<T, S>, fn: (value: unknown) => unknown): Struct<T, S> =>
  coerce(struct, unknown(), fn);

/** A positive whole number, given as a JSON number or as digits (query strings are always text). */
export const Id = convert(
  define<number>(
    'Id',
    (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) || 'must be a positive whole number',
  ),
  (v) => (typeof v === 'string' ? digits(v) : v),
);

/** Money in UAH: a non-negative number with at most 2 decimals, as a number or numeric text. */
export const Money = convert(
  define<number>('Money', (v) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return 'must be an amount in UAH';
    if (v < 0) return 'must not be negative';
    return Math.abs(Math.round(v * 100) - v * 100) < 1e-6 || 'must have at most 2 decimals';
  }),
  (v) => (typeof v === 'string' ? decimal(v) : v),
);

const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);

/** A non-empty text, trimmed. */
export const Text = convert(
  define<string>('Text', (v) => (typeof v === 'string' ? v.length > 0 || 'must not be empty' : 'must be a text')),
  trimmed,
);

/**
 * The characters of a text as a person counts them (an emoji is one, not two UTF-16 units). A text of at most `max`
 * units has at most `max` characters, so the long count is only made for long texts.
 */
const characterCount = (v: string, max: number): number => (v.length <= max ? v.length : [...v].length);

/** A text struct that also refuses more than `max` characters (after its own trimming or conversion). */
export const atMost = <T extends string | null | undefined, S>(struct: Struct<T, S>, max: number): Struct<T, S> =>
  refine(
    struct,
    'atMost',
    (v) => typeof v !== 'string' || characterCount(v, max) <= max || `must be at most ${max} characters`,
  );

/** Text of at least `min` and at most `max` characters (search queries). */
export const SearchText = (min: number, max: number) =>
  atMost(
    convert(
      define<string>(
        'SearchText',
        (v) => (typeof v === 'string' && v.length >= min) || `must have at least ${min} characters`,
      ),
      trimmed,
    ),
    max,
  );

/** Accepts a string or a number and hands on text (codes, numbers that some clients send as numbers). */
export const TextOrNumber = convert(Text, (v) => (typeof v === 'number' ? String(v) : v));

export const oneOf = <T extends string>(values: readonly T[]): Struct<T, null> =>
  define<T>(
    'oneOf',
    (v) =>
      (typeof v === 'string' && (values as readonly string[]).includes(v)) || `must be one of ${values.join(', ')}`,
  );

/** An object with these fields; other fields are ignored, as a tolerant server does with unknown input. */
export const shape = superstruct.type;
