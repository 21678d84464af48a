import type { Phone } from '@greencard/domain';
import { draftCreated, journeyReset, productChosen } from '@greencard/store';
import { contractOpened, methodPicked, monthsPicked, paySlice, selectPayChoice, type PayState } from './paySlice';

const reduce = paySlice.reducer;
const start = reduce(undefined, { type: 'init' });

describe('payment slice', () => {
  it('starts with a card through EasyPay and the shortest instalment term', () => {
    expect(start).toEqual({ contractId: null, choice: { method: 'easypay', months: 3 } });
    expect(paySlice.name).toBe('payment');
  });

  it('keeps what the buyer picks', () => {
    const state = [methodPicked('instalments'), monthsPicked(12)].reduce(reduce, start);
    expect(state.choice).toEqual({ method: 'instalments', months: 12 });
  });

  it('restores the stored choice when a contract is opened, and keeps the newer one in memory on reopening', () => {
    const opened = reduce(start, contractOpened({ contractId: 41, stored: { method: 'portmone', months: 6 } }));
    expect(opened).toEqual({ contractId: 41, choice: { method: 'portmone', months: 6 } });
    const picked = reduce(opened, methodPicked('easypay'));
    expect(
      reduce(picked, contractOpened({ contractId: 41, stored: { method: 'portmone', months: 6 } })).choice.method,
    ).toBe('easypay');
  });

  it('starts afresh for another contract', () => {
    const opened: PayState = { contractId: 41, choice: { method: 'instalments', months: 9 } };
    expect(reduce(opened, contractOpened({ contractId: 42 }))).toEqual({ contractId: 42, choice: start.choice });
  });

  it.each([
    [
      'productChosen',
      productChosen({
        selection: { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' },
        product: { tariff: 1, discountedPayment: 900 },
      }),
    ],
    [
      'draftCreated',
      draftCreated({
        draft: { id: 50, number: 'GC-50', date: '2026-07-01', customer: { phone: '+380671234567' as Phone } },
      }),
    ],
    ['journeyReset', journeyReset()],
  ])('forgets the choice on %s', (_name, action) => {
    const opened: PayState = { contractId: 41, choice: { method: 'instalments', months: 9 } };
    expect(reduce(opened, action)).toEqual(start);
  });

  it('reads the choice from the root state, with the defaults before the slice is injected', () => {
    const journey = undefined as never;
    expect(selectPayChoice({ journey })).toEqual({ method: 'easypay', months: 3 });
    expect(selectPayChoice({ journey, payment: { contractId: 1, choice: { method: 'portmone', months: 3 } } })).toEqual(
      {
        method: 'portmone',
        months: 3,
      },
    );
  });
});
