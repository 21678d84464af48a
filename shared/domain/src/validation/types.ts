/**
 * The i18n keys (under `validation.` of the common texts) of a failed rule's message, for the rules more than one step
 * applies. A step's own rule returns a full key of its own texts.
 */
export const VALIDATION_KEYS = [
  'required',
  'onlyLatin',
  'wrongStateNumber',
  'wrongIndividualNumber',
  'wrongNumberOf1995',
  'wrongNumberBefore1995',
  'wrongTransitNumber',
  'codeFormat',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** What a form field holds: text as typed, or nothing yet. */
export type FieldValue = string | null | undefined;

/** Format rules pass an empty value: whether a field may be empty is `required`'s job. */
export function isBlank(value: FieldValue | number): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}
