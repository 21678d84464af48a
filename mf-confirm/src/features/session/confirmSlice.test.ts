import { codeSent, draftCreated, journeyReset, productChosen } from '@greencard/store';
import { codeAccepted, codeRejected, codeTyped, confirmSlice, initialConfirmState, selectConfirm, timerSynced, type ConfirmState } from './confirmSlice';

const reduce = confirmSlice.reducer;
const busy: ConfirmState = {
  codeInput: '123456',
  codeHasBeenSent: true,
  timerTime: 12,
  resendAfterSeconds: 45,
  codeError: true,
  confirmed: true,
};

describe('confirm slice', () => {
  it('has the confirm state, empty at the start, under the name confirm', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      codeInput: '',
      codeHasBeenSent: false,
      timerTime: 0,
      resendAfterSeconds: 30,
      codeError: false,
      confirmed: false,
    });
    expect(confirmSlice.reducerPath).toBe('confirm');
  });

  it('typing keeps the code and clears the code-error flag', () => {
    expect(reduce({ ...initialConfirmState, codeError: true }, codeTyped('12345'))).toEqual({
      ...initialConfirmState,
      codeInput: '12345',
    });
  });

  it('a wrong code sets the code-error flag; a right one confirms', () => {
    expect(reduce(initialConfirmState, codeRejected()).codeError).toBe(true);
    expect(reduce({ ...initialConfirmState, codeError: true }, codeAccepted())).toEqual({
      ...initialConfirmState,
      confirmed: true,
    });
  });

  it('follows the countdown', () => {
    expect(reduce(initialConfirmState, timerSynced({ codeHasBeenSent: true, timerTime: 17 }))).toEqual({
      ...initialConfirmState,
      codeHasBeenSent: true,
      timerTime: 17,
    });
  });

  it('a new code clears the old one and its verdict and restarts the countdown at 30', () => {
    expect(reduce({ ...busy, confirmed: false, timerTime: 0 }, codeSent({ sentAt: '2026-07-01T10:00:00.000Z' }))).toEqual({
      codeInput: '',
      codeHasBeenSent: true,
      timerTime: 30,
      resendAfterSeconds: 30,
      codeError: false,
      confirmed: false,
    });
  });

  it("restarts the countdown at the insurer's pause when its answer gives one", () => {
    const next = reduce(initialConfirmState, codeSent({ sentAt: '2026-07-01T10:00:00.000Z', resendAfterSeconds: 45 }));
    expect(next).toMatchObject({ timerTime: 45, resendAfterSeconds: 45 });
  });

  it.each([0, -5, Number.NaN])('takes the shop constant for a pause of %p', (pause) => {
    const next = reduce(busy, codeSent({ sentAt: '2026-07-01T10:00:00.000Z', resendAfterSeconds: pause }));
    expect(next).toMatchObject({ timerTime: 30, resendAfterSeconds: 30 });
  });

  const selection = { autoType: 'A', area: 'EUROPE', period: 'FIFTEEN_DAYS', customerCategory: 'NATURAL' } as const;
  it.each([
    ['productChosen', productChosen({ selection, product: { tariff: 1, discountedPayment: 100 } })],
    ['journeyReset', journeyReset()],
    [
      'draftCreated',
      draftCreated({
        draft: { id: 1, number: 'GC-1', date: '2026-07-01', customer: { phone: '+380501234567' } },
        payedContractId: 'GC-1',
      }),
    ],
  ])('%s resets it', (_name, action) => {
    expect(reduce(busy, action)).toEqual(initialConfirmState);
  });

  it('reads as initial before it is injected', () => {
    expect(selectConfirm({ journey: {} as never })).toEqual(initialConfirmState);
    expect(selectConfirm({ journey: {} as never, confirm: busy })).toBe(busy);
  });
});
