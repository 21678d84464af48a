export { DRAFT_DIALECTS, type DraftInput, type DraftDialect } from './DraftInput';
export { buildSnakeDraft, type SnakeDraft } from './snakeDraft';
export { buildCamelDraft, type CamelDraft } from './camelDraft';
export { buildDraft, type DraftPayload } from './buildDraft';
export { normalizedContacts } from './normalize';
