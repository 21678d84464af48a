// Instalments: the bank page (approve / decline), the bank's signed decision, the terms, and points before paying.
import { BANK_TERMS, monthlyInstalment } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createSigned, latestCode } from '../testing/drafts';
import { orderOf, redirectParams, SHOP, startPayment, submit } from '../testing/providers';
import { DEV_SECRETS } from './providerSecrets';
import { annualRatePercent } from './data/bankOffer';
import { bankSign, easypaySign, portmoneSign } from './signatures';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const PREMIUM = CAR_EUROPE_MONTH.premium;
const confirm = (contractId: number, params: Record<string, unknown>) =>
  t.post('/confirmContractPayment', { provider: 'instalments', contract_id: contractId, params });
const ewa = async (id: number) => (await t.get(`/order/ewaShow?contract_id=${id}`)).body.data;

describe('instalments', () => {
  it('shows the terms; approval returns to the success URL and only then is the contract paid and emitted', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'instalments', contract.id, PREMIUM, { months: 6 });
    const shown = await t.get(page, { token: null });
    expect(shown.text).toContain('6 months');
    expect(shown.text).toContain(`${monthlyInstalment(PREMIUM, 6, annualRatePercent(6)).toFixed(2)} UAH`);
    expect((await confirm(contract.id, { orderId: orderOf(page) })).body.data.status).toBe('PENDING');
    expect((await ewa(contract.id)).state).toBe('SIGNED');

    const back = redirectParams(await submit(t, page, { action: 'approve' }));
    expect(back.params).toEqual({ result: 'success', orderId: orderOf(page) });
    expect((await confirm(contract.id, back.params)).body.data).toEqual({
      status: 'PAID',
      contractNumber: contract.number,
      contractId: contract.id,
      paymentStatus: 'PAID',
    });
    expect((await ewa(contract.id)).state).toBe('EMITTED');
    expect((await confirm(contract.id, back.params)).body.data.status).toBe('PAID');
  });

  it('declined by the buyer: fail URL and DECLINED', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'instalments', contract.id, PREMIUM, { months: 12 });
    const back = redirectParams(await submit(t, page, { action: 'decline' }));
    expect(back.params.result).toBe('fail');
    expect((await confirm(contract.id, back.params)).body.data.status).toBe('DECLINED');
    expect((await ewa(contract.id)).state).toBe('DECLINED');
  });

  it('refuses a forged bank decision', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'instalments', contract.id, PREMIUM, { months: 3 });
    const body = JSON.stringify({ orderId: orderOf(page), state: 'APPROVED', amount: PREMIUM, partsCount: 3 });
    const forged = await t.request('POST', '/sandbox/bank/notify', {
      raw: body,
      token: null,
      headers: { Signature: bankSign('guess', body) },
    });
    expect(forged.status).toBe(400);
    expect((await confirm(contract.id, { orderId: orderOf(page) })).body.data.status).toBe('PENDING');
  });

  it.each([
    ['months below the minimum', { months: BANK_TERMS.minMonths - 1 }, 'months'],
    ['months above the maximum', { months: BANK_TERMS.maxMonths + 1 }, 'months'],
    ['no months', {}, 'months'],
  ])('answers 400 for %s', async (_what, extra, field) => {
    const contract = await createSigned(t);
    const answer = await t.post('/payment/instalments', {
      contract_id: contract.id,
      amount: PREMIUM,
      ...SHOP,
      ...extra,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe(field);
  });

  it('needs an amount to pay above 500 UAH: points that bring it to 500 or less rule instalments out', async () => {
    // 15 days of BMR cars: 501 UAH; 1 point leaves exactly 500.
    const contract = await createSigned(t, { tariff_id: 11011, period: 'FIFTEEN_DAYS', coverage_area: 'BMR' });
    await t.post('/loyalty/order', { customer_id: 'LC-1003', contract_id: contract.id, paidByPoints: 1 });
    const secret = await latestCode(t, contract.id, 'loyalty');
    const reserved = await t.post('/loyalty/order', {
      customer_id: 'LC-1003',
      contract_id: contract.id,
      paidByPoints: 1,
      secret,
    });
    expect(reserved.body.data).toEqual({ reserved: 1, amountToPay: 500, cancelledPayments: 0 });
    const answer = await t.post('/payment/instalments', { contract_id: contract.id, amount: 500, ...SHOP, months: 3 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe('amount');
    // The premium itself (501) is not what is paid any more.
    expect((await t.post('/payment/easypay', { contract_id: contract.id, amount: 501, ...SHOP })).status).toBe(400);
    expect((await t.post('/payment/easypay', { contract_id: contract.id, amount: 500, ...SHOP })).status).toBe(200);
  });

  it('spends the reserved points when the contract is paid', async () => {
    const contract = await createSigned(t);
    await t.post('/loyalty/order', { customer_id: 'LC-1002', contract_id: contract.id, paidByPoints: 250.5 });
    const secret = await latestCode(t, contract.id, 'loyalty');
    await t.post('/loyalty/order', { customer_id: 'LC-1002', contract_id: contract.id, paidByPoints: 250.5, secret });
    const page = await startPayment(t, 'instalments', contract.id, PREMIUM - 250.5, { months: 4 });
    await confirm(contract.id, redirectParams(await submit(t, page, { action: 'approve' })).params);
    expect(await ewa(contract.id)).toMatchObject({
      state: 'EMITTED',
      paidByPoints: 250.5,
      paidOnline: PREMIUM - 250.5,
    });
    const other = await createSigned(t);
    expect(
      (await t.post('/loyalty/balance', { customer_id: 'LC-1002', contract_id: other.id })).body.data.balance,
    ).toBe(1000);
  });
});

describe('POST /sign', () => {
  it.each([
    ['easypay', easypaySign(DEV_SECRETS.easypay, 'payload')],
    ['portmone', portmoneSign(DEV_SECRETS.portmone, 'payload')],
    ['instalments', bankSign(DEV_SECRETS.bank, 'payload')],
  ])('signs for %s', async (key, signature) => {
    const answer = await t.post('/sign', { key, body: 'payload' });
    expect(answer.body).toEqual({ data: { signature } });
  });

  it('computes the EasyPay Sign as base64(SHA256(secret + body))', () => {
    // echo -n 'secret{"a":1}' | sha256sum | xxd -r -p | base64
    expect(easypaySign('secret', '{"a":1}')).toBe('N7005LKS7534v+cOP1BSYTkklJDDwllM8gF1unZl4B0=');
  });

  it('answers 400 for an unknown key', async () => {
    const answer = await t.post('/sign', { key: 'paypal', body: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe('key');
  });
});
