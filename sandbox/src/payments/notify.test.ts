// The providers' server-to-server side: a payment is settled when the provider reports it, without the buyer
// coming back; malformed signed notifications answer 400; confirmation checks that the payment is the contract's.
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createSigned } from '../testing/drafts';
import { CARD, notifyProvider, orderOf, portmoneReturn, startPayment, submit } from '../testing/providers';
import { DEV_SECRETS } from './providerSecrets';
import { bankSign, easypaySign } from './signatures';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const PREMIUM = CAR_EUROPE_MONTH.premium;
const ewa = async (id: number) => (await t.get(`/order/ewaShow?contract_id=${id}`)).body.data;
const confirm = (provider: string, contractId: number, params: Record<string, unknown>) =>
  t.post('/confirmContractPayment', { provider, contract_id: contractId, params });

describe('settlement when the provider reports, without confirmContractPayment', () => {
  it.each([
    ['easypay', { action: 'pay', ...CARD.success }],
    ['portmone', { action: 'pay', ...CARD.success }],
    ['instalments', { action: 'approve' }],
  ] as const)('%s: the policy is issued as soon as the page is completed', async (provider, form) => {
    const contract = await createSigned(t);
    const page = await startPayment(t, provider, contract.id, PREMIUM, provider === 'instalments' ? { months: 6 } : {});
    const signature = new URLSearchParams(page.split('?')[1]).get('signature') ?? '';
    await submit(t, page, { ...form, ...(provider === 'portmone' ? { signature } : {}) });
    // The buyer never comes back to the shop.
    expect(await ewa(contract.id)).toMatchObject({ state: 'EMITTED', paidOnline: PREMIUM, policy: expect.any(Object) });
  });

  it.each(['easypay', 'instalments'] as const)(
    '%s: a signed notification alone settles the payment, and confirming later answers the same',
    async (provider) => {
      const contract = await createSigned(t);
      const page = await startPayment(
        t,
        provider,
        contract.id,
        PREMIUM,
        provider === 'instalments' ? { months: 3 } : {},
      );
      expect((await notifyProvider(t, provider, orderOf(page), PREMIUM)).body).toEqual({ data: { received: true } });
      expect((await ewa(contract.id)).state).toBe('EMITTED');
      // The page will not take the order again, and a second report changes nothing.
      expect((await t.get(page, { token: null })).status).toBe(409);
      await notifyProvider(t, provider, orderOf(page), PREMIUM);
      const confirmed = await confirm(provider, contract.id, { orderId: orderOf(page) });
      expect(confirmed.body.data).toEqual({
        status: 'PAID',
        contractNumber: contract.number,
        contractId: contract.id,
        paymentStatus: 'PAID',
      });
      expect(
        t.sandbox.db
          .prepare("SELECT COUNT(*) FROM contract_history WHERE contract_id = ? AND to_state = 'EMITTED'")
          .pluck()
          .get(contract.id),
      ).toBe(1);
    },
  );

  it('a declined report declines the contract, which may then be paid again', async () => {
    const contract = await createSigned(t);
    const page = await startPayment(t, 'easypay', contract.id, PREMIUM);
    await notifyProvider(t, 'easypay', orderOf(page), PREMIUM, false);
    expect((await ewa(contract.id)).state).toBe('DECLINED');
    const retry = await startPayment(t, 'easypay', contract.id, PREMIUM);
    await submit(t, retry, { action: 'pay', ...CARD.success });
    expect((await ewa(contract.id)).state).toBe('EMITTED');
  });
});

describe('malformed signed notifications', () => {
  const post = (provider: 'easypay' | 'bank', body: string) =>
    provider === 'easypay'
      ? t.request('POST', '/sandbox/easypay/notify', {
          raw: body,
          token: null,
          headers: { Sign: easypaySign(DEV_SECRETS.easypay, body) },
        })
      : t.request('POST', '/sandbox/bank/notify', {
          raw: body,
          token: null,
          headers: { Signature: bankSign(DEV_SECRETS.bank, body) },
        });

  describe.each(['easypay', 'bank'] as const)('%s', (provider) => {
    it.each([
      ['null', 'null'],
      ['a number', '42'],
      ['an array', '[{"orderId":"GC00000001-1"}]'],
      ['a string', '"GC00000001-1"'],
      ['not JSON', '{"orderId":'],
    ])('answers 400 for %s', async (_what, body) => {
      const answer = await post(provider, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^The (notification|body) is not/);
    });

    it('answers 404 for an order it does not know, without repeating it', async () => {
      const body = JSON.stringify({
        MerchantOrderId: 'GC<b>fake</b>-1',
        orderId: 'GC<b>fake</b>-1',
        state: 'APPROVED',
        amount: 1,
      });
      const answer = await post(provider, body);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('fake');
    });
  });
});

describe('confirmContractPayment names the contract', () => {
  it.each(['easypay', 'instalments'] as const)(
    '%s: a payment of another contract answers exactly like an unknown order',
    async (provider) => {
      const mine = await createSigned(t);
      const other = await createSigned(t);
      const page = await startPayment(t, provider, mine.id, PREMIUM, provider === 'instalments' ? { months: 3 } : {});
      await notifyProvider(t, provider, orderOf(page), PREMIUM);
      const foreign = await confirm(provider, other.id, { orderId: orderOf(page) });
      const unknown = await confirm(provider, other.id, { orderId: `${other.number}-0123456789abcdef` });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual(unknown.body);
      expect(foreign.body).toEqual({
        message: 'Payment refused: params.orderId: no such order',
        errors: [{ field: 'params.orderId', message: 'no such order' }],
      });
      expect((await confirm(provider, 999999, { orderId: orderOf(page) })).body).toEqual(unknown.body);
    },
  );

  it('portmone: a bill of another contract answers exactly like an unknown bill', async () => {
    const mine = await createSigned(t);
    const other = await createSigned(t);
    const page = await startPayment(t, 'portmone', mine.id, PREMIUM);
    const signature = new URLSearchParams(page.split('?')[1]).get('signature') ?? '';
    const { fields } = portmoneReturn(await submit(t, page, { action: 'pay', ...CARD.success, signature }));
    const foreign = await confirm('portmone', other.id, fields);
    const unknown = await confirm('portmone', other.id, { ...fields, SHOPBILLID: '100000000' });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(unknown.body);
    expect((await confirm('portmone', mine.id, fields)).body.data.status).toBe('PAID');
  });

  it('never repeats what the caller sent in its messages', async () => {
    const contract = await createSigned(t);
    const spoof = 'Your policy is void, call +380000000000';
    for (const params of [{ orderId: spoof }, { orderId: 'x', amount: spoof }, spoof]) {
      const answer = await t.post('/confirmContractPayment', { provider: 'easypay', contract_id: contract.id, params });
      expect(answer.status).toBe(400);
      expect(answer.text).not.toContain('void');
    }
    const badProvider = await t.post('/confirmContractPayment', {
      provider: spoof,
      contract_id: contract.id,
      params: {},
    });
    expect(badProvider.text).not.toContain('void');
  });
});
