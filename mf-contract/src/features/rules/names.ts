import { isBlank, type FieldValue, type ValidationKey } from '@greencard/domain';
import type { ContractRuleKey } from './ruleKey';

// Names are written in Latin exactly as in the international passport (market facts, "Form facts"):
// letters, with single spaces, hyphens or apostrophes between them (O'Neil, Anna-Maria, De La Cruz).
const LATIN_NAME = /^[A-Za-z]+(?:[ '’ʼ-]+[A-Za-z]+)*$/;
// Latin letters, digits, spaces and common address punctuation; Cyrillic is the mistake this catches.
const LATIN_ADDRESS = /^[A-Za-z0-9 .,\-/'’ʼ#]+$/;

/** Surname, name and patronymic: 'onlyLatin' unless Latin letters with space, hyphen or apostrophe. */
export function latinName(value: FieldValue): ValidationKey | undefined {
  if (isBlank(value)) return undefined;
  return LATIN_NAME.test(value.trim()) ? undefined : 'onlyLatin';
}

/** The address: 'contract:validation.addressLatin' unless Latin letters, digits, spaces and . , - / ' #, with at least one letter. */
export function latinAddress(value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  const trimmed = value.trim();
  return LATIN_ADDRESS.test(trimmed) && /[A-Za-z]/.test(trimmed) ? undefined : 'contract:validation.addressLatin';
}
