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
