import { HINT_PATTERNS } from './rules';

/** The insurer's message without its support and registration-certificate hints. */
export function stripHints(message: string, patterns: readonly RegExp[] = HINT_PATTERNS): string {
  return patterns
    .reduce((text, pattern) => text.replace(pattern, ''), message)
    .replace(/\s{2,}/g, ' ')
    .trim();
}
