export { UNDERWRITING_PHRASES, HINT_PATTERNS, DEFAULT_MESSAGE_RULES, type MessageRules } from './rules';
export { stripHints } from './stripHints';
export {
  interpretInsurerMessage,
  type InsurerMessageReading,
  type UnderwritingNotice,
} from './interpretInsurerMessage';
