import type { UnderwritingNotice } from '@greencard/domain';

/**
 * How insurer messages are read (rules D16). Configuration, so that a real insurer's own phrases and hints
 * can be added without touching the rules: pass a changed copy to createInsurerClient({ messageRules }).
 */
export interface UnderwritingPhrases {
  person: readonly string[];
  vehicle: readonly string[];
}

export interface MessageRules {
  underwritingPhrases: UnderwritingPhrases;
  hintPatterns: readonly RegExp[];
}

/** A message that starts with one of these needs extra underwriting for the person or the vehicle (rules D16). */
export const UNDERWRITING_PHRASES: UnderwritingPhrases = {
  person: ['Контрагента знайдено в переліку', 'Страховик відмовив у страхуванні особи'],
  vehicle: ['Транспортний засіб знайдено в переліку', 'Страховик відмовив у страхуванні транспортного засобу'],
};

/** Hints the insurer appends that make no sense in the shop (rules §8): contact support, attach the certificate. */
export const HINT_PATTERNS: readonly RegExp[] = [
  /\s*Зверніться до служби підтримки\.?/giu,
  /\s*Contact support\.?/giu,
  /\s*Додайте свідоцтво про реєстрацію транспортного засобу\.?/giu,
  /\s*Attach the vehicle registration certificate\.?/giu,
];

export const DEFAULT_MESSAGE_RULES: MessageRules = {
  underwritingPhrases: UNDERWRITING_PHRASES,
  hintPatterns: HINT_PATTERNS,
};

/** The insurer's message without its support and registration-certificate hints. */
export function stripHints(message: string, patterns: readonly RegExp[] = HINT_PATTERNS): string {
  return patterns
    .reduce((text, pattern) => text.replace(pattern, ''), message)
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export type InsurerMessageReading =
  { key: 'underwriting'; notice: UnderwritingNotice; text: string } | { key: 'generic'; text: string };

const startsWithAny = (text: string, phrases: readonly string[]): boolean => {
  const lower = text.toLocaleLowerCase('uk');
  return phrases.some((phrase) => lower.startsWith(phrase.toLocaleLowerCase('uk')));
};

/**
 * Reads an insurer's refusal (rules D16): a message that starts with an underwriting phrase becomes the
 * extra-underwriting notice for a person or a vehicle; any other becomes the generic message.
 * `text` is the message without hints.
 */
export function interpretInsurerMessage(
  message: string,
  rules: MessageRules = DEFAULT_MESSAGE_RULES,
): InsurerMessageReading {
  const text = stripHints(message, rules.hintPatterns);
  if (startsWithAny(text, rules.underwritingPhrases.person)) {
    return { key: 'underwriting', notice: 'underwritingPerson', text };
  }
  if (startsWithAny(text, rules.underwritingPhrases.vehicle)) {
    return { key: 'underwriting', notice: 'underwritingVehicle', text };
  }
  return { key: 'generic', text };
}
