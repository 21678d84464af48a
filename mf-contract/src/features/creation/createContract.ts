// Contract creation (rules §4): save the draft, move it to REQUEST, hand the contract with its number to the
// journey, send the confirmation code. Each step is skipped when an earlier attempt with the same data already did
// it, so a retry continues from the step that failed.
import type { Api, DraftInput } from '@greencard/api';
import { codeSent, draftCreated, type ShopDispatch } from '@greencard/store';
import type { ContractFormValues } from '../values/formValues';
import { draftSaved, statusRequested, type CreationState } from './creationSlice';
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
  /** The step's client, which already sends the draft in the shop's reading. */
  api: Pick<Api, 'saveDraft' | 'changeStatus' | 'sendCode'>;
  dispatch: ShopDispatch;
  /** The progress as the slice holds it now. */
  progress: () => CreationState;
  randomOrderNumber: () => number;
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
  const { api, dispatch } = deps;
  let progress = deps.progress();
  // The fingerprint leaves the order number out, so the content is read once and numbered after.
  const content = toDraftInput(values, { ...context, shopOrderNumber: 0 });
  const fingerprint = draftFingerprint(content);
  const resumes = progress.draft !== null && progress.fingerprint === fingerprint && progress.shopOrderNumber !== null;
  const shopOrderNumber = resumes && progress.shopOrderNumber !== null ? progress.shopOrderNumber : deps.randomOrderNumber();
  const input: DraftInput = { ...content, shopOrderNumber };

  if (!resumes) {
    const draft = await step('draft', () => api.saveDraft(input));
    dispatch(draftSaved({ fingerprint, shopOrderNumber, draft }));
    progress = deps.progress();
  }
  const draft = progress.draft;
  if (draft === null) throw new Error('No saved draft after saving it');

  if (progress.contractNumber === null) {
    const { number } = await step('status', () => api.changeStatus(draft.id, 'REQUEST'));
    dispatch(statusRequested(number));
    // The contract is known by the number the status change answered; the confirm page shows the phone the code
    // goes to, as the draft sent it.
    dispatch(draftCreated({ draft: { id: draft.id, number, date: draft.date, customer: { phone: input.phone } } }));
  }

  const sent = await step('sendCode', () => api.sendCode(draft.id));
  dispatch(codeSent({ sentAt: sent.sentAt, resendAfterSeconds: sent.resendAfterSeconds }));
}
