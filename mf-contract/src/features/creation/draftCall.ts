import { schema, type Answer, type DraftDialect, type InsurerClient } from '@greencard/api';
import type { DraftInput } from './DraftInput';
import { buildDraft } from './draftFields';

/** POST /green/save/draft: the contract the draft became. */
const DraftSaved = schema(({ type, number, string, isoDate }) =>
  type({ id: number(), number: string(), date: isoDate() }),
);
export type DraftSaved = Answer<typeof DraftSaved>;

/**
 * POST /green/save/draft in the reading the shop sends drafts in (rules D2); a retry of an attempt passes its key,
 * so the insurer makes one contract of it.
 */
export const saveDraft = (
  client: InsurerClient,
  input: DraftInput,
  { dialect, idempotencyKey }: { dialect: DraftDialect; idempotencyKey?: string },
): Promise<DraftSaved> =>
  client.call(
    { method: 'POST', url: '/green/save/draft', data: buildDraft(input, dialect), idempotencyKey },
    DraftSaved,
    'draft',
  );
