import { ApiError, type InsurerClient } from '@greencard/api';
import { createShopStore, productChosen } from '@greencard/store';
import { answerCalls } from '@greencard/step/testing';
import { CONTRACT_CALLS, type ContractApi } from '../../testing/contractCalls';
import { createContract, CreationFailed, type CreationDeps } from './createContract';
import { creationSlice } from './creationSlice';
import type { DraftAttempt } from './draftAttempt';
import type { DraftInput } from './DraftInput';
import { PRODUCT, SELECTION, validValues } from '../../testing/fixtures';

const DRAFT = { id: 501, number: 'GC-000501', date: '2024-03-10' };
const INSURER_NOW = '2024-03-10T08:00:05.000Z';

/** What the browser keeps of the last attempt, across a reload (draftAttempt.ts). */
function attemptStorage(): CreationDeps['attempts'] {
  let attempt: DraftAttempt | undefined;
  return { load: () => attempt, save: (saved) => void (attempt = saved), end: () => void (attempt = undefined) };
}

function setup(api: ContractApi = {}, attempts = attemptStorage()) {
  const store = createShopStore({ persist: false });
  store.injectSlice(creationSlice);
  store.dispatch(productChosen({ selection: SELECTION, product: PRODUCT }));
  const calls = {
    saveDraft: jest.fn(async (_input: DraftInput, _options: { dialect: string; idempotencyKey?: string }) => DRAFT),
    changeStatus: jest.fn(async (_id: number, _state?: 'REQUEST') => ({ number: '100200300' })),
    sendCode: jest.fn(async (_id: number) => ({ sentAt: '2024-03-10T10:00:00+02:00', resendAfterSeconds: 30 })),
    ...api,
  };
  answerCalls(CONTRACT_CALLS, calls);
  let keys = 0;
  const deps: CreationDeps = {
    client: {} as InsurerClient,
    draftDialect: 'snake',
    dispatch: store.dispatch,
    progress: () => store.getState().contract ?? creationSlice.getInitialState(),
    randomOrderNumber: () => 4_000_000_001,
    insurerNow: () => Date.parse(INSURER_NOW),
    attempts,
    newIdempotencyKey: () => `key-${++keys}`,
  };
  const context = { selection: SELECTION, product: PRODUCT, storedIds: {}, sourceInfo: 'shop.test' };
  const run = (values = validValues()) => createContract(values, context, deps);
  return { store, calls, deps, run };
}

async function failure(promise: Promise<unknown>): Promise<CreationFailed> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CreationFailed) return error;
    throw error;
  }
  throw new Error('expected the sequence to fail');
}

describe('createContract (rules §4)', () => {
  it('saves the draft, asks for REQUEST, hands over the contract with its number, and sends the code', async () => {
    const { store, calls, run } = setup();
    await run();
    expect(calls.saveDraft).toHaveBeenCalledWith(expect.objectContaining({ shopOrderNumber: 4_000_000_001 }), {
      dialect: 'snake',
      idempotencyKey: 'key-1',
    });
    expect(calls.changeStatus).toHaveBeenCalledWith(501, 'REQUEST');
    expect(calls.sendCode).toHaveBeenCalledWith(501);
    const journey = store.getState().journey;
    expect(journey.draft).toEqual({
      id: 501,
      number: '100200300',
      date: '2024-03-10',
      customer: { phone: '+380671234567' },
    });
    expect(journey.codeSentAt).toBe('2024-03-10T10:00:00+02:00');
  });

  it.each([
    ['the minimal answer the spec allows (any data but OK)', {}, INSURER_NOW],
    ['an answer with its own send time', { sentAt: '2024-03-10T10:00:00+02:00' }, '2024-03-10T10:00:00+02:00'],
  ])('counts the code as sent from %s', async (_name, sent, sentAt) => {
    const { store, run } = setup({ sendCode: jest.fn(async () => sent) });
    await run();
    expect(store.getState().journey.codeSentAt).toBe(sentAt);
  });

  it.each<['draft' | 'status' | 'sendCode', keyof ReturnType<typeof setup>['calls']]>([
    ['draft', 'saveDraft'],
    ['status', 'changeStatus'],
    ['sendCode', 'sendCode'],
  ])('names the failing step %s and stops there', async (stepName, call) => {
    const cause = new ApiError(stepName === 'sendCode' ? 'sendOTP' : stepName);
    const { calls, store, run } = setup({ [call]: jest.fn().mockRejectedValue(cause) });
    const error = await failure(run());
    expect(error.step).toBe(stepName);
    expect(error.cause).toBe(cause);
    expect(store.getState().journey.codeSentAt).toBeNull();
    const order = ['saveDraft', 'changeStatus', 'sendCode'] as const;
    for (const later of order.slice(order.indexOf(call as (typeof order)[number]) + 1)) {
      expect(calls[later]).not.toHaveBeenCalled();
    }
  });

  it('a draft refused by the insurer leaves nothing saved: the retry saves it anew', async () => {
    const saveDraft = jest.fn().mockRejectedValueOnce(new ApiError('draft')).mockResolvedValueOnce(DRAFT);
    const { calls, store, run } = setup({ saveDraft });
    await failure(run());
    expect(store.getState().journey.draft).toBeNull();
    await run();
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(calls.changeStatus).toHaveBeenCalledTimes(1);
  });

  it('a draft whose answer never came is asked for again with the same request and key, also after a reload', async () => {
    const timedOut = new ApiError('serverError', { status: 504 });
    const attempts = attemptStorage();
    const first = setup({ saveDraft: jest.fn().mockRejectedValue(timedOut) }, attempts);
    first.deps.randomOrderNumber = () => 4_000_000_007;
    await failure(first.run());
    await failure(first.run());
    // A reload: a new page and store, the same browser storage.
    const reloaded = setup({}, attempts);
    await reloaded.run();
    const sent = [
      ...(first.calls.saveDraft as jest.Mock<unknown, unknown[]>).mock.calls,
      ...(reloaded.calls.saveDraft as jest.Mock<unknown, unknown[]>).mock.calls,
    ];
    expect(sent).toHaveLength(3);
    for (const [input, options] of sent) {
      expect(input).toMatchObject({ shopOrderNumber: 4_000_000_007 });
      expect(options).toEqual({ dialect: 'snake', idempotencyKey: 'key-1' });
    }
  });

  it('ends the attempt once its draft is saved: the same data sent again later is a new draft', async () => {
    const attempts = attemptStorage();
    const { calls, store, run } = setup({}, attempts);
    await run();
    expect(attempts.load()).toBeUndefined();
    store.dispatch(productChosen({ selection: SELECTION, product: PRODUCT }));
    await run();
    expect((calls.saveDraft as jest.Mock<unknown, unknown[]>).mock.calls.map((call) => call[1])).toEqual([
      { dialect: 'snake', idempotencyKey: 'key-1' },
      { dialect: 'snake', idempotencyKey: 'key-2' },
    ]);
  });

  it('changed data make a new attempt with a new key', async () => {
    const { calls, run } = setup({
      saveDraft: jest.fn().mockRejectedValueOnce(new ApiError('serverError')).mockResolvedValue(DRAFT),
    });
    await failure(run());
    await run(validValues({ email: 'other@example.com' }));
    expect((calls.saveDraft as jest.Mock<unknown, unknown[]>).mock.calls.map((call) => call[1])).toEqual([
      { dialect: 'snake', idempotencyKey: 'key-1' },
      { dialect: 'snake', idempotencyKey: 'key-2' },
    ]);
  });

  it('after a failed status change, the retry continues with the saved draft', async () => {
    const changeStatus = jest.fn().mockRejectedValueOnce(new ApiError('status')).mockResolvedValueOnce({ number: '7' });
    const { calls, store, run } = setup({ changeStatus });
    await failure(run());
    await run();
    expect(calls.saveDraft).toHaveBeenCalledTimes(1);
    expect(changeStatus).toHaveBeenCalledTimes(2);
    expect(store.getState().journey.draft?.number).toBe('7');
  });

  it('after a failed code, the retry only sends the code again', async () => {
    const sendCode = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('sendOTP'))
      .mockResolvedValueOnce({ sentAt: '2024-03-10T10:01:00+02:00', resendAfterSeconds: 30 });
    const { calls, store, run } = setup({ sendCode });
    await failure(run());
    expect(store.getState().journey.draft?.id).toBe(501);
    await run();
    expect(calls.saveDraft).toHaveBeenCalledTimes(1);
    expect(calls.changeStatus).toHaveBeenCalledTimes(1);
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(store.getState().journey.codeSentAt).toBe('2024-03-10T10:01:00+02:00');
  });

  it('changed data after a saved draft make a new draft with a new order number', async () => {
    const changeStatus = jest.fn().mockRejectedValueOnce(new ApiError('status')).mockResolvedValueOnce({ number: '8' });
    const { calls, deps, run } = setup({ changeStatus });
    await failure(run());
    deps.randomOrderNumber = () => 4_000_000_002;
    await run(validValues({ email: 'other@example.com' }));
    expect(calls.saveDraft).toHaveBeenCalledTimes(2);
    expect((calls.saveDraft as jest.Mock<unknown, unknown[]>).mock.calls[1]?.[0]).toMatchObject({
      shopOrderNumber: 4_000_000_002,
    });
  });

  it('choosing another offer forgets the saved draft', async () => {
    const changeStatus = jest.fn().mockRejectedValueOnce(new ApiError('status'));
    const { store, run } = setup({ changeStatus });
    await failure(run());
    store.dispatch(productChosen({ selection: SELECTION, product: PRODUCT }));
    expect(store.getState().contract).toEqual(creationSlice.getInitialState());
  });
});
