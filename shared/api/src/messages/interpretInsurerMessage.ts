import { DEFAULT_MESSAGE_RULES, type MessageRules } from './rules';
import { stripHints } from './stripHints';

import type { UnderwritingNotice } from '@greencard/domain';

export type { UnderwritingNotice };

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
