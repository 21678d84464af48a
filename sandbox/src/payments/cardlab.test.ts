// CardLab, the invented third card provider: off unless switched on; when on, its hosted page, the return to the
// shop and confirmContractPayment, like EasyPay's.
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createSigned } from '../testing/drafts';
import { CARD, orderOf, redirectParams, SHOP, startPayment, submit } from '../testing/providers';

const PREMIUM = CAR_EUROPE_MONTH.premium;

describe('CardLab switched off (the default)', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startSandbox();
  });
  afterAll(() => t.close());

  it('is an unknown provider to every payment call, and has no page', async () => {
    const contract = await createSigned(t);
    const created = await t.post('/payment/cardlab', { contract_id: contract.id, amount: PREMIUM, ...SHOP });
    expect(created.status).toBe(400);
    const confirmed = await t.post('/confirmContractPayment', {
      provider: 'cardlab',
      contract_id: contract.id,
      params: { orderId: 'x' },
    });
    expect(confirmed.status).toBe(400);
    expect((await t.post('/sign', { key: 'cardlab', body: 'x' })).status).toBe(400);
    expect((await t.get(`/sandbox/cardlab/pay/${contract.number}-0123456789abcdef`, { token: null })).status).toBe(404);
  });
});

describe('CardLab switched on', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startSandbox({ cardlab: true });
  });
  afterAll(() => t.close());

  const confirm = (contractId: number, params: Record<string, unknown>) =>
    t.post('/confirmContractPayment', { provider: 'cardlab', contract_id: contractId, params });

  it('pays on its hosted page, returns to the success URL with the order id, and emits the policy once confirmed', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'cardlab', contract.id, PREMIUM);
    expect(page).toMatch(new RegExp(`^/sandbox/cardlab/pay/${contract.number}-[0-9a-f]{16}$`));
    const form = await t.get(page, { token: null });
    expect(form.status).toBe(200);
    expect(form.text).toContain('CardLab (sandbox)');
    expect(form.text).toContain('1869.00 UAH');

    const back = redirectParams(await submit(t, page, { action: 'pay', ...CARD.success }));
    expect(back).toEqual({
      url: 'http://127.0.0.1:8080/easyPayCallBack',
      params: { result: 'success', orderId: orderOf(page) },
    });
    const confirmed = await confirm(contract.id, back.params);
    expect(confirmed.body.data).toEqual({
      status: 'PAID',
      contractNumber: contract.number,
      contractId: contract.id,
      paymentStatus: 'PAID',
    });
    expect((await t.get(`/order/ewaShow?contract_id=${contract.id}`)).body.data.state).toBe('EMITTED');
    expect((await t.get(page, { token: null })).status).toBe(409);
  });

  it('declines with the declined card and on cancel, to the fail URL', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'cardlab', contract.id, PREMIUM);
    const back = redirectParams(await submit(t, page, { action: 'pay', ...CARD.declined }));
    expect(back.params.result).toBe('fail');
    expect((await confirm(contract.id, back.params)).body.data.status).toBe('DECLINED');

    const again = await startPayment(t, 'cardlab', contract.id, PREMIUM);
    const cancelled = redirectParams(await submit(t, again, { action: 'cancel' }));
    expect(cancelled.params).toEqual({ result: 'fail', orderId: orderOf(again) });
    expect((await confirm(contract.id, cancelled.params)).body.data.status).toBe('DECLINED');
  });

  it("never trusts the return: an order not paid on the page is PENDING, and another contract's order is refused", async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'cardlab', contract.id, PREMIUM);
    const pending = await confirm(contract.id, { orderId: orderOf(page), outcome: 'APPROVED' });
    expect(pending.body.data.status).toBe('PENDING');
    const other = await createSigned(t);
    expect((await confirm(other.id, { orderId: orderOf(page) })).status).toBe(400);
    // An EasyPay confirmation of a CardLab order finds no such order either.
    expect(
      (
        await t.post('/confirmContractPayment', {
          provider: 'easypay',
          contract_id: contract.id,
          params: { orderId: orderOf(page) },
        })
      ).status,
    ).toBe(400);
  });
});
