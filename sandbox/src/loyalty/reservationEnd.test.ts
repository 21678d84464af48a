// Points reserved for a contract that can no longer be signed or paid (its Kyiv day has ended) are released, so the
// customer's available balance is whole again (docs/insurer-api.md, "Payments and points").
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createSigned, reservePoints } from '../testing/drafts';

let t: TestSandbox;
beforeEach(async () => {
  // 21:30 UTC is 23:30 in Kyiv (winter): the day ends half an hour later.
  t = await startSandbox({ now: '2026-03-10T21:30:00Z' });
});
afterEach(() => t.close());

const balance = async (customer: string, contractId: number) =>
  (await t.post('/loyalty/balance', { customer_id: customer, contract_id: contractId })).body.data;
const SHOP = { successUrl: 'http://shop.test/easyPayCallBack', failUrl: 'http://shop.test/easyPayCallBack' };

it('releases the points of an unpaid contract once its day has ended, and cancels its open payment', async () => {
  const abandoned = await createSigned(t);
  await reservePoints(t, 'LC-1001', abandoned.id, 200);
  const payment = await t.post('/payment/easypay', {
    contract_id: abandoned.id,
    amount: CAR_EUROPE_MONTH.premium - 200,
    ...SHOP,
  });
  expect(payment.status).toBe(200);
  const sameDay = await createSigned(t);
  expect((await balance('LC-1001', sameDay.id)).balance).toBe(4800);

  // 00:00 in Kyiv: the abandoned contract can no longer be signed or paid.
  t.clock.set('2026-03-10T22:00:00Z');
  const nextDay = await createSigned(t);
  expect(await balance('LC-1001', nextDay.id)).toEqual({ balance: 5000, redeemable: 560.7 });
  const reservation = t.sandbox.db
    .prepare('SELECT status FROM loyalty_reservations WHERE contract_id = ?')
    .get(abandoned.id);
  expect(reservation).toEqual({ status: 'RELEASED' });
  const open = t.sandbox.db
    .prepare("SELECT COUNT(*) AS n FROM payments WHERE contract_id = ? AND status = 'CREATED'")
    .get(abandoned.id);
  expect(open).toEqual({ n: 0 });
});

it('keeps the points of a contract whose day has not ended yet', async () => {
  const today = await createSigned(t);
  await reservePoints(t, 'LC-1001', today.id, 300);
  t.clock.set('2026-03-10T21:59:59Z');
  const other = await createSigned(t);
  expect((await balance('LC-1001', other.id)).balance).toBe(4700);
});
