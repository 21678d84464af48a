export { DRAFT_DIALECTS, type DraftInput, type DraftDialect } from './DraftInput';
export { buildDraft, buildSnakeDraft, buildCamelDraft } from './draftFields';
export type { SnakeDraft, CamelDraft, DraftPayload } from './wireDrafts';
