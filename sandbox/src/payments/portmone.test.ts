// Portmone: the hosted page, the auto-submitted return form and the "result" check behind confirmContractPayment.
import { PAYEE_ID } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createSigned } from '../testing/drafts';
import { CARD, orderOf, portmoneReturn, startPayment, submit } from '../testing/providers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const PREMIUM = CAR_EUROPE_MONTH.premium;
const confirm = (contractId: number, params: Record<string, unknown>) =>
  t.post('/confirmContractPayment', { provider: 'portmone', contract_id: contractId, params });
const ewa = async (id: number) => (await t.get(`/order/ewaShow?contract_id=${id}`)).body.data;

async function pay(card: Record<string, string>) {
  const contract = await createSigned(t);
  const page = await startPayment(t, 'portmone', contract.id, PREMIUM);
  const signature = new URLSearchParams(page.split('?')[1]).get('signature') ?? '';
  const form = await t.get(page, { token: null });
  expect(form.status).toBe(200);
  const answer = await submit(t, page, { ...card, signature });
  return { contract, page, signature, back: portmoneReturn(answer) };
}

describe('Portmone', () => {
  it('pays: posts SHOPORDERNUMBER, SHOPBILLID and RESULT 0 to the success URL; confirmation asks "result" and emits', async () => {
    const { contract, page, back } = await pay({ action: 'pay', ...CARD.success });
    expect(back.action).toBe('http://127.0.0.1:8080/easyPayCallBack?result=success');
    expect(back.fields).toMatchObject({ SHOPORDERNUMBER: orderOf(page), RESULT: '0', BILL_AMOUNT: '1869.00' });
    expect(back.fields.SHOPBILLID).toMatch(/^\d{9}$/);

    const result = await t.post('/sandbox/portmone/result', { shopBillId: back.fields.SHOPBILLID }, { token: null });
    expect(result.body.data).toMatchObject({
      status: 'PAYED',
      payeeId: PAYEE_ID,
      shopOrderNumber: back.fields.SHOPORDERNUMBER,
      billAmount: PREMIUM,
    });

    const confirmed = await confirm(contract.id, back.fields);
    expect(confirmed.body.data).toEqual({
      status: 'PAID',
      contractNumber: contract.number,
      contractId: contract.id,
      paymentStatus: 'PAID',
    });
    expect((await ewa(contract.id)).state).toBe('EMITTED');
    expect((await confirm(contract.id, back.fields)).body.data.status).toBe('PAID');
    expect((await ewa(contract.id)).paidOnline).toBe(PREMIUM);
  });

  it('declines: the fail URL, a REJECTED bill and a DECLINED contract, even if the return claims RESULT 0', async () => {
    const { contract, back } = await pay({ action: 'pay', ...CARD.declined });
    expect(back.action).toBe('http://127.0.0.1:8080/easyPayCallBack?result=fail');
    expect(back.fields.RESULT).not.toBe('0');
    const answer = await confirm(contract.id, { ...back.fields, RESULT: '0' });
    expect(answer.body.data.status).toBe('DECLINED');
    expect((await ewa(contract.id)).state).toBe('DECLINED');
  });

  it('cancels to the fail URL', async () => {
    const { contract, back } = await pay({ action: 'cancel' });
    expect(back.action).toContain('result=fail');
    expect((await confirm(contract.id, back.fields)).body.data.status).toBe('DECLINED');
  });

  describe('tampering', () => {
    it('refuses another order number, an unknown bill and another amount with 400', async () => {
      const { contract, back } = await pay({ action: 'pay', ...CARD.success });
      const order = await confirm(contract.id, { ...back.fields, SHOPORDERNUMBER: 'GC00000001-1' });
      expect(order.status).toBe(400);
      expect(order.body.errors[0].field).toBe('params.SHOPORDERNUMBER');
      const bill = await confirm(contract.id, { ...back.fields, SHOPBILLID: '100000000' });
      expect(bill.status).toBe(400);
      expect(bill.body.errors[0].field).toBe('params.SHOPBILLID');
      const amount = await confirm(contract.id, { ...back.fields, BILL_AMOUNT: '1.00' });
      expect(amount.status).toBe(400);
      expect(amount.body.errors[0].field).toBe('params.BILL_AMOUNT');
      // The real payment was settled when the bill was completed; the tampered returns changed nothing.
      expect(await ewa(contract.id)).toMatchObject({ state: 'EMITTED', paidOnline: PREMIUM });
      expect((await confirm(contract.id, back.fields)).body.data.status).toBe('PAID');
    });

    it('refuses a payment link whose signature does not match', async () => {
      const contract = await createSigned(t);
      const page = await startPayment(t, 'portmone', contract.id, PREMIUM);
      const forged = page.replace(/signature=[0-9A-F]+/, 'signature=0123');
      expect((await t.get(forged, { token: null })).status).toBe(400);
      expect((await submit(t, page, { action: 'pay', ...CARD.success, signature: '0123' })).status).toBe(400);
    });
  });
});
