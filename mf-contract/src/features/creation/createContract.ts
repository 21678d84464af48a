// Contract creation (rules §4): save the draft, move it to REQUEST, hand the contract with its number to the
// journey, send the confirmation code. Each step is skipped when an earlier attempt with the same data already did
// it, so a retry continues from the step that failed; the draft is saved under the attempt's idempotency key, so a
// retry after an answer that never came (a timeout) gets the insurer's first draft.
import { attemptFor, codeSentAt, type DraftDialect, type InsurerClient } from '@greencard/api';
import { codeSent, draftCreated, type ShopDispatch } from '@greencard/store';
import type { ContractFormValues } from '../values/formValues';
import type { DraftAttempt } from './draftAttempt';
import type { DraftInput } from './DraftInput';
import { saveDraft } from './draftCall';
import { draftSaved, statusRequested, type CreationState } from './creationSlice';
import { sendCode } from './sendCodeCall';
import { changeStatus } from './statusCall';
import { draftFingerprint, toDraftInput, type DraftContext } from './toDraftInput';

export type CreationStep = 'draft' | 'status' | 'sendCode';

/** A step of the sequence failed; `cause` is what the api threw (an ApiError for every call failure). */
export class CreationFailed extends Error {
  readonly step: CreationStep;
  override readonly cause: unknown;

  constructor(step: CreationStep, cause: unknown) {
    super(`Contract creation failed at ${step}`);
    this.name = 'CreationFailed';
    this.step = step;
    this.cause = cause;
  }
}

export interface CreationDeps {
  /** The step's insurer client. */
  client: InsurerClient;
  /** The reading the shop sends drafts in (rules D2). */
  draftDialect: DraftDialect;
  dispatch: ShopDispatch;
  /** The progress as the slice holds it now. */
  progress: () => CreationState;
  randomOrderNumber: () => number;
  /** The insurer's time now (ms since the epoch): when the code went out, if its answer does not say. */
  insurerNow: () => number;
  /** The last attempt at saving a draft, kept across a reload until its draft is saved (draftAttempt.ts). */
  attempts: { load: () => DraftAttempt | undefined; save: (attempt: DraftAttempt) => void; end: () => void };
  /** A new idempotency key (tests give fixed ones). */
  newIdempotencyKey?: () => string;
}

/** The attempt for this content: the last one while the content is the same, else a new one with its own number. */
function draftAttemptFor(fingerprint: string, deps: CreationDeps): DraftAttempt {
  const previous = deps.attempts.load();
  const attempt = attemptFor(fingerprint, previous, deps.newIdempotencyKey);
  if (previous && attempt === previous) return previous;
  const created = { ...attempt, shopOrderNumber: deps.randomOrderNumber() };
  deps.attempts.save(created);
  return created;
}

async function step<T>(name: CreationStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new CreationFailed(name, error);
  }
}

/** Runs what is left of the sequence for these values; resolves when the code is sent. */
export async function createContract(
  values: ContractFormValues,
  context: Omit<DraftContext, 'shopOrderNumber'>,
  deps: CreationDeps,
): Promise<void> {
  const { client, draftDialect: dialect, dispatch } = deps;
  let progress = deps.progress();
  // The fingerprint leaves the order number out, so the content is read once and numbered after.
  const content = toDraftInput(values, { ...context, shopOrderNumber: 0 });
  const fingerprint = draftFingerprint(content);
  const resumes = progress.draft !== null && progress.fingerprint === fingerprint && progress.shopOrderNumber !== null;
  const attempt = resumes ? undefined : draftAttemptFor(fingerprint, deps);
  const shopOrderNumber = attempt?.shopOrderNumber ?? (progress.shopOrderNumber as number);
  const input: DraftInput = { ...content, shopOrderNumber };

  if (attempt) {
    const draft = await step('draft', () => saveDraft(client, input, { dialect, idempotencyKey: attempt.key }));
    deps.attempts.end();
    dispatch(draftSaved({ fingerprint, shopOrderNumber, draft }));
    progress = deps.progress();
  }
  const draft = progress.draft;
  if (draft === null) throw new Error('No saved draft after saving it');

  if (progress.contractNumber === null) {
    const { number } = await step('status', () => changeStatus(client, draft.id, 'REQUEST'));
    dispatch(statusRequested(number));
    // The contract is known by the number the status change answered; the confirm page shows the phone the code
    // goes to, as the draft sent it.
    dispatch(draftCreated({ draft: { id: draft.id, number, date: draft.date, customer: { phone: input.phone } } }));
  }

  const sent = await step('sendCode', () => sendCode(client, draft.id));
  dispatch(codeSent({ sentAt: codeSentAt(sent, deps.insurerNow()), resendAfterSeconds: sent.resendAfterSeconds }));
}
