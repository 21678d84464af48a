// EasyPay: the hosted page, the signed notification, confirmContractPayment (success, decline, cancel, tampering).
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createRequest, createSigned } from '../testing/drafts';
import { CARD, orderOf, redirectParams, SHOP, startPayment, submit } from '../testing/providers';
import { DEV_SECRETS } from './providerSecrets';
import { easypaySign } from './signatures';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const PREMIUM = CAR_EUROPE_MONTH.premium;
const confirm = (contractId: number, params: Record<string, unknown>) =>
  t.post('/confirmContractPayment', { provider: 'easypay', contract_id: contractId, params });
const ewa = async (id: number) => (await t.get(`/order/ewaShow?contract_id=${id}`)).body.data;

describe('EasyPay', () => {
  it('pays with the success card, returns to the success URL with the order id, and emits the policy once confirmed', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const form = await t.get(page, { token: null });
    expect(form.status).toBe(200);
    expect(form.text).toContain('1869.00 UAH');
    const back = redirectParams(await submit(t, page, { action: 'pay', ...CARD.success }));
    expect(back.url).toBe('http://127.0.0.1:8080/easyPayCallBack');
    expect(back.params).toEqual({ result: 'success', orderId: orderOf(page) });

    const confirmed = await confirm(contract.id, back.params);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({
      status: 'PAID',
      contractNumber: contract.number,
      contractId: contract.id,
      paymentStatus: 'PAID',
    });
    const shown = await ewa(contract.id);
    expect(shown).toMatchObject({ state: 'EMITTED', paidOnline: PREMIUM, payedAt: t.clock.now().toISOString() });
    expect(shown.policy).toEqual({
      number: `UA/097/${String(contract.id).padStart(8, '0')}`,
      validFrom: '2026-03-15',
      validTo: '2026-04-14',
    });
    expect(shown.receiptUrl).toBe(`${t.url}/sandbox/receipt/${orderOf(page)}`);
    const receipt = await t.get(new URL(shown.receiptUrl).pathname, { token: null });
    expect(receipt.status).toBe(200);
    expect(receipt.text).toContain(shown.policy.number);

    // Idempotent: a second confirmation changes nothing and answers the same.
    const again = await confirm(contract.id, back.params);
    expect(again.body.data).toEqual(confirmed.body.data);
    expect(await ewa(contract.id)).toEqual(shown);
    // The page will not take the order twice.
    expect((await t.get(page, { token: null })).status).toBe(409);
  });

  it('declines with the declined card: fail URL, DECLINED, and the contract may be paid again', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const back = redirectParams(await submit(t, page, { action: 'pay', ...CARD.declined }));
    expect(back.params.result).toBe('fail');
    expect((await confirm(contract.id, back.params)).body.data.status).toBe('DECLINED');
    expect((await ewa(contract.id)).state).toBe('DECLINED');
    expect((await confirm(contract.id, back.params)).body.data.status).toBe('DECLINED');

    const retry = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const paid = redirectParams(await submit(t, retry, { action: 'pay', ...CARD.success }));
    expect(paid.params.orderId).toBe(orderOf(retry));
    expect(orderOf(retry)).not.toBe(orderOf(page));
    expect((await confirm(contract.id, paid.params)).body.data.status).toBe('PAID');
    expect((await ewa(contract.id)).state).toBe('EMITTED');
  });

  it('cancels to the fail URL', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const back = redirectParams(await submit(t, page, { action: 'cancel' }));
    expect(back.url).toBe('http://127.0.0.1:8080/easyPayCallBack');
    expect(back.params.result).toBe('fail');
    expect((await confirm(contract.id, back.params)).body.data.status).toBe('DECLINED');
  });

  it('never trusts the return: an order the buyer did not pay is PENDING, whatever the parameters say', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const answer = await confirm(contract.id, {
      orderId: orderOf(page),
      result: 'success',
      TransactionStatus: 'Accepted',
    });
    expect(answer.body.data.status).toBe('PENDING');
    expect((await ewa(contract.id)).state).toBe('SIGNED');
  });

  it('shows the card form again for an invalid card, without paying', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
    const answer = await submit(t, page, { action: 'pay', card: '4111 1111 1111 1112', expiry: '12/30', cvv: '123' });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('valid 16-digit card number');
    const expired = await submit(t, page, { action: 'pay', ...CARD.success, expiry: '01/26' });
    expect(expired.text).toContain('future expiry');
    expect((await confirm(contract.id, { orderId: orderOf(page) })).body.data.status).toBe('PENDING');
  });

  describe('tampering', () => {
    it('refuses a notification with a wrong Sign and keeps nothing', async () => {
      const contract = await createSigned(t);
      const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
      const body = JSON.stringify({
        OperationType: 'PaymentNotification',
        TransactionStatus: 'Accepted',
        MerchantOrderId: orderOf(page),
        Amount: PREMIUM,
        TransactionId: 'x',
      });
      const forged = await t.request('POST', '/sandbox/easypay/notify', {
        raw: body,
        token: null,
        headers: { Sign: easypaySign('guessed-secret', body) },
      });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('Invalid Sign');
      expect((await confirm(contract.id, { orderId: orderOf(page) })).body.data.status).toBe('PENDING');
    });

    it('refuses a signed notification whose amount differs from the order', async () => {
      const contract = await createSigned(t);
      const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
      const body = JSON.stringify({
        OperationType: 'PaymentNotification',
        TransactionStatus: 'Accepted',
        MerchantOrderId: orderOf(page),
        Amount: 1,
        TransactionId: 'y',
      });
      const stored = await t.request('POST', '/sandbox/easypay/notify', {
        raw: body,
        token: null,
        headers: { Sign: easypaySign(DEV_SECRETS.easypay, body) },
      });
      expect(stored.status).toBe(200);
      const answer = await confirm(contract.id, { orderId: orderOf(page) });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].field).toBe('Amount');
      expect((await ewa(contract.id)).state).toBe('SIGNED');
    });

    it('refuses an order number or an amount that is not the order', async () => {
      const contract = await createSigned(t);
      const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
      const back = { params: { result: 'success', orderId: orderOf(page) } };
      const otherOrder = await confirm(contract.id, { ...back.params, orderId: 'GC99999999-1' });
      expect(otherOrder.status).toBe(400);
      expect(otherOrder.body.errors[0].field).toBe('params.orderId');
      const otherAmount = await confirm(contract.id, { ...back.params, amount: 1 });
      expect(otherAmount.status).toBe(400);
      expect(otherAmount.body.errors[0].field).toBe('params.amount');
      expect((await ewa(contract.id)).state).toBe('SIGNED');
    });
  });

  describe('creating a payment', () => {
    it('answers 409 for a contract that is not signed', async () => {
      const contract = await createRequest(t);
      const answer = await t.post('/payment/easypay', { contract_id: contract.id, amount: PREMIUM, ...SHOP });
      expect(answer.status).toBe(409);
    });

    it('answers 400 when the amount is not the premium, or a URL is not absolute', async () => {
      const contract = await createSigned(t);
      const wrong = await t.post('/payment/easypay', { contract_id: contract.id, amount: PREMIUM - 1, ...SHOP });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([
        { field: 'amount', message: `must be the premium minus the reserved points: ${PREMIUM.toFixed(2)}` },
      ]);
      const url = await t.post('/payment/easypay', {
        contract_id: contract.id,
        amount: PREMIUM,
        ...SHOP,
        failUrl: '/fail',
      });
      expect(url.status).toBe(400);
      expect(url.body.errors[0].field).toBe('failUrl');
    });

    it('answers 409 for an emitted contract', async () => {
      const contract = await createSigned(t);
      const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
      await confirm(contract.id, redirectParams(await submit(t, page, { action: 'pay', ...CARD.success })).params);
      expect((await t.post('/payment/easypay', { contract_id: contract.id, amount: PREMIUM, ...SHOP })).status).toBe(
        409,
      );
    });
  });
});
