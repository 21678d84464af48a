// The code the buyer typed and has not signed with survives a reload (a reload never loses what the buyer typed).
// It belongs to one SMS, the draft's code sent at codeSentAt: a code typed for another draft or an earlier SMS is
// never offered. Kept as a personal snapshot, so starting over or concluding the contract removes it with the rest.
import { loadSnapshot, removeSnapshot, savePersonalSnapshot, stored } from '@greencard/store';
import { codeDigits } from './codeDigits';

const CODE_SNAPSHOT = 'confirmCode';

interface TypedCode {
  draftId: number;
  /** When the code it was typed for was sent (the journey's codeSentAt). */
  sentAt: string | null;
  code: string;
}

const TypedCodeShape: stored.Struct<TypedCode, unknown> = stored.shape({
  draftId: stored.finiteNumber,
  sentAt: stored.nullable(stored.string()),
  code: stored.string(),
});

/** The code typed for this draft's last SMS, or ''; one typed for another is removed. */
export function loadTypedCode(draftId: number, sentAt: string | null): string {
  const kept = loadSnapshot(CODE_SNAPSHOT, TypedCodeShape);
  if (kept && kept.draftId === draftId && kept.sentAt === sentAt) return codeDigits(kept.code);
  if (kept) forgetTypedCode();
  return '';
}

/** Keeps what is typed for the draft's last SMS; an empty entry leaves nothing behind. */
export function keepTypedCode(draftId: number, sentAt: string | null, code: string): void {
  if (code === '') forgetTypedCode();
  else savePersonalSnapshot(CODE_SNAPSHOT, { draftId, sentAt, code } satisfies TypedCode);
}

/** A code that signed, or one a new SMS replaced, is not kept. */
export function forgetTypedCode(): void {
  removeSnapshot(CODE_SNAPSHOT);
}
