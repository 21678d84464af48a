import { buildCamelDraft, type CamelDraft } from './camelDraft';
import type { DraftDialect, DraftInput } from './DraftInput';
import { buildSnakeDraft, type SnakeDraft } from './snakeDraft';

export type DraftPayload = SnakeDraft | CamelDraft;

/** The draft in the reading the insurer is configured for (rules D2). */
export function buildDraft(input: DraftInput, dialect: DraftDialect): DraftPayload {
  return dialect === 'camel' ? buildCamelDraft(input) : buildSnakeDraft(input);
}
