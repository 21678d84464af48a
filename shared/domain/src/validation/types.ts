/**
 * The i18n key (under `validation.` of the common texts) of a failed rule's message, for the rules more than one step
 * applies. A step's own rule returns a full key of its own texts.
 */
export type ValidationKey =
  | 'required'
  | 'onlyLatin'
  | 'wrongStateNumber'
  | 'wrongIndividualNumber'
  | 'wrongNumberOf1995'
  | 'wrongNumberBefore1995'
  | 'wrongTransitNumber'
  | 'codeFormat';

/** Every key, for tests and for checking that i18n has a message for each. */
export const VALIDATION_KEYS: readonly ValidationKey[] = [
  'required',
  'onlyLatin',
  'wrongStateNumber',
  'wrongIndividualNumber',
  'wrongNumberOf1995',
  'wrongNumberBefore1995',
  'wrongTransitNumber',
  'codeFormat',
];

/**
 * A field rule: undefined when the value is valid, else the message key: a ValidationKey, or (K) a full key of a
 * step's own texts for a step's own rule.
 */
export type Rule<V, K extends string = ValidationKey> = (value: V) => K | undefined;

/** What a form field holds: text as typed, or nothing yet. */
export type FieldValue = string | null | undefined;

/** Format rules pass an empty value: whether a field may be empty is `required`'s job. */
export function isBlank(value: FieldValue | number): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}
