// Points and card payments together: a change of the reserved points cancels the open payments, the sum rule at
// settlement (paid online + points = premium, or the whole premium online), refunds, and points spent once.
import { POINTS_CODE_RESEND_SECONDS } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createRequest, createSigned, reservePoints } from '../testing/drafts';
import { CARD, notifyProvider, orderOf, SHOP, startPayment, submit } from '../testing/providers';
import { CANCELLED_MESSAGE, CLOSED_CONTRACT_MESSAGE } from './hostedPages';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const PREMIUM = CAR_EUROPE_MONTH.premium;
// 30% of 1869 UAH, and what is left to pay by card.
const POINTS = 560.7;
const REST = 1308.3;

const confirm = (provider: string, contractId: number, params: Record<string, unknown>) =>
  t.post('/confirmContractPayment', { provider, contract_id: contractId, params });
const ewa = async (id: number) => (await t.get(`/order/ewaShow?contract_id=${id}`)).body.data;
const release = (customer: string, contractId: number) =>
  t.post('/loyalty/order', { customer_id: customer, contract_id: contractId, paidByPoints: 0 });
const balanceOf = (customer: string): number =>
  t.sandbox.db.prepare('SELECT balance FROM loyalty_customers WHERE id = ?').pluck().get(customer) as number;
const statusOf = (orderId: string): string =>
  t.sandbox.db.prepare('SELECT status FROM payments WHERE order_id = ?').pluck().get(orderId) as string;
/** The loyalty secret of a contract can be sent again only after a pause. */
const waitForNextSecret = () => t.clock.advance(POINTS_CODE_RESEND_SECONDS * 1000);

describe('the underpayment sequence: points reserved, card payment for the rest, points released', () => {
  it('cancels the open payment on release; the hosted page refuses it and nothing is paid', async () => {
    const contract = await createSigned(t);
    expect(await reservePoints(t, 'LC-1001', contract.id, POINTS)).toEqual({
      reserved: POINTS,
      amountToPay: REST,
      cancelledPayments: 0,
    });
    const page = await startPayment(t, 'easypay', contract.id, REST);
    const before = balanceOf('LC-1001');

    const released = await release('LC-1001', contract.id);
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ data: { reserved: 0, amountToPay: PREMIUM, cancelledPayments: 1 } });
    expect(statusOf(orderOf(page))).toBe('CANCELLED');

    const shown = await t.get(page, { token: null });
    expect(shown.status).toBe(409);
    expect(shown.text).toContain(CANCELLED_MESSAGE);
    expect(shown.text).toContain(
      `href="http://127.0.0.1:8080/easyPayCallBack?result=fail&amp;orderId=${orderOf(page)}"`,
    );
    const paid = await submit(t, page, { action: 'pay', ...CARD.success });
    expect(paid.status).toBe(409);
    expect(paid.text).toContain(CANCELLED_MESSAGE);

    const confirmed = await confirm('easypay', contract.id, { orderId: orderOf(page) });
    expect(confirmed.body.data).toMatchObject({ status: 'DECLINED', paymentStatus: 'CANCELLED' });
    expect(await ewa(contract.id)).toMatchObject({ state: 'SIGNED', paidByPoints: 0, paidOnline: 0 });
    expect(balanceOf('LC-1001')).toBe(before);
    // The old amount is refused; the whole premium is what is owed now.
    expect((await t.post('/payment/easypay', { contract_id: contract.id, amount: REST, ...SHOP })).status).toBe(400);
  });

  it.each(['portmone', 'instalments'] as const)('the %s page refuses a cancelled payment too', async (provider) => {
    const contract = await createSigned(t);
    await reservePoints(t, 'LC-1002', contract.id, 300);
    const page = await startPayment(
      t,
      provider,
      contract.id,
      PREMIUM - 300,
      provider === 'instalments' ? { months: 3 } : {},
    );
    expect((await release('LC-1002', contract.id)).body.data.cancelledPayments).toBe(1);
    const shown = await t.get(page, { token: null });
    expect(shown.status).toBe(409);
    expect(shown.text).toContain(CANCELLED_MESSAGE);
    const signature = new URLSearchParams(page.split('?')[1]).get('signature') ?? '';
    const action = provider === 'instalments' ? { action: 'approve' } : { action: 'pay', ...CARD.success, signature };
    expect((await submit(t, page, action)).status).toBe(409);
    expect((await ewa(contract.id)).state).toBe('SIGNED');
  });

  it.each(['easypay', 'instalments'] as const)(
    'paid at %s before the release, reported after it: no policy, the payment is refunded, the points untouched',
    async (provider) => {
      const contract = await createSigned(t);
      await reservePoints(t, 'LC-1001', contract.id, POINTS);
      const page = await startPayment(t, provider, contract.id, REST, provider === 'instalments' ? { months: 3 } : {});
      const before = balanceOf('LC-1001');
      await release('LC-1001', contract.id);

      const report = await notifyProvider(t, provider, orderOf(page), REST);
      expect(report.status).toBe(200);
      expect(statusOf(orderOf(page))).toBe('REFUNDED');
      const refused = await confirm(provider, contract.id, { orderId: orderOf(page) });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'The payment does not cover the premium; it is refunded',
        errorCode: 'AMOUNT_MISMATCH',
      });
      // Idempotent.
      expect((await confirm(provider, contract.id, { orderId: orderOf(page) })).status).toBe(409);
      expect(await ewa(contract.id)).toMatchObject({ state: 'SIGNED', paidByPoints: 0, paidOnline: 0 });
      expect(balanceOf('LC-1001')).toBe(before);

      // The buyer pays the whole premium and gets the policy.
      const full = await startPayment(t, 'easypay', contract.id, PREMIUM);
      await submit(t, full, { action: 'pay', ...CARD.success });
      expect(await ewa(contract.id)).toMatchObject({ state: 'EMITTED', paidByPoints: 0, paidOnline: PREMIUM });
      expect(balanceOf('LC-1001')).toBe(before);
    },
  );
});

describe('the double-charge sequence: a full-price payment, then points', () => {
  it('cancels the full-price payment; the payment for the rest issues the policy and spends the points once', async () => {
    const contract = await createSigned(t);
    const fullPage = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const before = balanceOf('LC-1001');
    expect(await reservePoints(t, 'LC-1001', contract.id, POINTS)).toEqual({
      reserved: POINTS,
      amountToPay: REST,
      cancelledPayments: 1,
    });
    expect((await submit(t, fullPage, { action: 'pay', ...CARD.success })).status).toBe(409);

    const restPage = await startPayment(t, 'easypay', contract.id, REST);
    await submit(t, restPage, { action: 'pay', ...CARD.success });
    const confirmed = await confirm('easypay', contract.id, { orderId: orderOf(restPage) });
    expect(confirmed.body.data).toEqual({
      status: 'PAID',
      contractNumber: contract.number,
      contractId: contract.id,
      paymentStatus: 'PAID',
    });
    expect(await ewa(contract.id)).toMatchObject({ state: 'EMITTED', paidByPoints: POINTS, paidOnline: REST });
    expect(balanceOf('LC-1001')).toBe(before - POINTS);
    await confirm('easypay', contract.id, { orderId: orderOf(restPage) });
    expect(balanceOf('LC-1001')).toBe(before - POINTS);

    // Had EasyPay taken the full price before the points were reserved, that money pays nothing: refunded.
    expect((await notifyProvider(t, 'easypay', orderOf(fullPage), PREMIUM)).status).toBe(200);
    expect(statusOf(orderOf(fullPage))).toBe('REFUNDED');
    const extra = await confirm('easypay', contract.id, { orderId: orderOf(fullPage) });
    expect(extra.status).toBe(200);
    expect(extra.body.data).toMatchObject({ status: 'PAID', paymentStatus: 'REFUNDED' });
    expect(await ewa(contract.id)).toMatchObject({ state: 'EMITTED', paidByPoints: POINTS, paidOnline: REST });
    expect(balanceOf('LC-1001')).toBe(before - POINTS);
  });

  it('a full-price payment reported while points are reserved issues the policy and gives the points back', async () => {
    const contract = await createSigned(t);
    const fullPage = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const before = balanceOf('LC-1002');
    await reservePoints(t, 'LC-1002', contract.id, 400);
    await notifyProvider(t, 'easypay', orderOf(fullPage), PREMIUM);
    expect(statusOf(orderOf(fullPage))).toBe('PAID');
    expect(await ewa(contract.id)).toMatchObject({ state: 'EMITTED', paidByPoints: 0, paidOnline: PREMIUM });
    expect(balanceOf('LC-1002')).toBe(before);
    expect((await confirm('easypay', contract.id, { orderId: orderOf(fullPage) })).body.data.status).toBe('PAID');
  });

  it('a second open payment of a paid contract is refused by its page', async () => {
    const contract = await createSigned(t);
    const first = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const second = await startPayment(t, 'easypay', contract.id, PREMIUM);
    await submit(t, first, { action: 'pay', ...CARD.success });
    const shown = await t.get(second, { token: null });
    expect(shown.status).toBe(409);
    expect(shown.text).toContain(CLOSED_CONTRACT_MESSAGE);
  });
});

describe('releasing the points (paidByPoints 0, no secret)', () => {
  it('then paying in full works: the buyer chose not to use the points after all', async () => {
    const contract = await createSigned(t);
    const before = balanceOf('LC-1003');
    await reservePoints(t, 'LC-1003', contract.id, 300);
    expect((await release('LC-1003', contract.id)).body).toEqual({
      data: { reserved: 0, amountToPay: PREMIUM, cancelledPayments: 0 },
    });
    const page = await startPayment(t, 'portmone', contract.id, PREMIUM);
    const signature = new URLSearchParams(page.split('?')[1]).get('signature') ?? '';
    await submit(t, page, { action: 'pay', ...CARD.success, signature });
    expect(await ewa(contract.id)).toMatchObject({ state: 'EMITTED', paidByPoints: 0, paidOnline: PREMIUM });
    expect(balanceOf('LC-1003')).toBe(before);
  });

  it('sends no secret, and the points can be reserved again afterwards', async () => {
    const contract = await createSigned(t);
    await reservePoints(t, 'LC-1001', contract.id, 100);
    const outbox = async () =>
      (await t.get(`/sandbox/outbox.json?contract_id=${contract.id}`, { token: null })).body.data.length;
    const sent = await outbox();
    expect((await release('LC-1001', contract.id)).body.data.reserved).toBe(0);
    expect(await outbox()).toBe(sent);
    expect(
      (await t.post('/loyalty/balance', { customer_id: 'LC-1001', contract_id: contract.id })).body.data.redeemable,
    ).toBe(POINTS);
    waitForNextSecret();
    expect(await reservePoints(t, 'LC-1001', contract.id, 200)).toEqual({
      reserved: 200,
      amountToPay: PREMIUM - 200,
      cancelledPayments: 0,
    });
  });

  it('keeps open payments whose amount is still right (nothing was reserved)', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
    expect((await release('LC-1001', contract.id)).body.data.cancelledPayments).toBe(0);
    expect((await t.get(page, { token: null })).status).toBe(200);
  });

  it('a new amount confirmed by its secret cancels the payment made for the old one', async () => {
    const contract = await createSigned(t);
    await reservePoints(t, 'LC-1001', contract.id, 100);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM - 100);
    waitForNextSecret();
    expect((await reservePoints(t, 'LC-1001', contract.id, 200)).cancelledPayments).toBe(1);
    expect((await t.get(page, { token: null })).status).toBe(409);
  });

  it('needs a known customer and a signed, unpaid contract of today', async () => {
    const signed = await createSigned(t);
    expect((await release('LC-0000', signed.id)).status).toBe(404);
    const unsigned = await createRequest(t);
    expect((await release('LC-1001', unsigned.id)).status).toBe(409);
    const yesterday = await createSigned(t);
    t.clock.advance(24 * 60 * 60_000);
    expect((await release('LC-1001', yesterday.id)).status).toBe(409);
  });
});

describe('cancelled contracts', () => {
  it('cancelling the contract cancels its open payments; one paid anyway is refunded (409 CONTRACT_CANCELLED)', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
    await t.put('/green/change/status', { contract_id: contract.id, state: 'CANCELLED' });
    expect(statusOf(orderOf(page))).toBe('CANCELLED');
    expect((await t.get(page, { token: null })).text).toContain(CLOSED_CONTRACT_MESSAGE);
    await notifyProvider(t, 'easypay', orderOf(page), PREMIUM);
    expect(statusOf(orderOf(page))).toBe('REFUNDED');
    const answer = await confirm('easypay', contract.id, { orderId: orderOf(page) });
    expect(answer.status).toBe(409);
    expect(answer.body.errorCode).toBe('CONTRACT_CANCELLED');
    expect((await ewa(contract.id)).state).toBe('CANCELLED');
  });
});
