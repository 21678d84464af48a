// Idempotency keys (docs/insurer-api.md): a draft or a payment retried with its key is the first one again, the same
// key with another request is refused, and a call without a key makes a new one each time.
import { CAR_EUROPE_MONTH, createSigned, snakeDraft } from '../testing/drafts';
import { startSandbox, type TestSandbox } from '../testing/harness';

const key = (name: string) => ({ 'Idempotency-Key': `attempt-${name}-0123456789` });

describe('idempotency keys', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startSandbox();
  });
  afterAll(() => t.close());

  const today = () => t.clock.now().toISOString().slice(0, 10);

  it('answers the same draft for the same key and request, and a new one without a key', async () => {
    const draft = snakeDraft(today());
    const first = await t.post('/green/save/draft', draft, { headers: key('draft') });
    const again = await t.post('/green/save/draft', draft, { headers: key('draft') });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const plain = [await t.post('/green/save/draft', draft), await t.post('/green/save/draft', draft)];
    expect(new Set([first.body.data.id, ...plain.map((p) => p.body.data.id)]).size).toBe(3);
  });

  it('refuses the same key for another request, and a key that is no key', async () => {
    await t.post('/green/save/draft', snakeDraft(today()), { headers: key('changed') });
    const changed = await t.post('/green/save/draft', snakeDraft(today(), { email: 'other@example.com' }), {
      headers: key('changed'),
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await t.post('/green/save/draft', snakeDraft(today()), { headers: { 'Idempotency-Key': 'a b' } });
    expect(bad.status).toBe(400);
  });

  it('makes one payment for one key, and keeps no answer of a refused call', async () => {
    const contract = await createSigned(t);
    const pay = (amount: number, headers = key(`pay-${contract.id}`)) =>
      t.post(
        '/payment/easypay',
        { contract_id: contract.id, amount, successUrl: 'http://shop.test/ok', failUrl: 'http://shop.test/fail' },
        { headers },
      );
    // A refused call (a wrong amount) keeps nothing: the same key with the right request makes the payment.
    expect((await pay(1)).status).toBe(400);
    const first = await pay(CAR_EUROPE_MONTH.premium);
    const again = await pay(CAR_EUROPE_MONTH.premium);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const count = t.sandbox.db.prepare('SELECT COUNT(*) FROM payments WHERE contract_id = ?').pluck().get(contract.id);
    expect(count).toBe(1);
  });
});
