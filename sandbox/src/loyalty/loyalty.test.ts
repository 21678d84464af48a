// POST /loyalty/balance and the two-step POST /loyalty/order (docs/insurer-api.md, "Loyalty order").
import { POINTS_CODE_RESEND_SECONDS } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { CAR_EUROPE_MONTH, createRequest, createSigned, latestCode } from '../testing/drafts';
import { LOYALTY_CUSTOMERS } from './data/customers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const balance = (customer: string, contractId: number) =>
  t.post('/loyalty/balance', { customer_id: customer, contract_id: contractId });
const order = (customer: string, contractId: number, paidByPoints: unknown, secret?: string) =>
  t.post('/loyalty/order', {
    customer_id: customer,
    contract_id: contractId,
    paidByPoints,
    ...(secret === undefined ? {} : { secret }),
  });
// 30% of 1869 UAH.
const CAP = 560.7;

describe('POST /loyalty/balance', () => {
  it.each([
    ['LC-1001', 5000, CAP],
    ['LC-1002', 1250.5, CAP],
    ['LC-1003', 300, 300],
    ['LC-1004', 0, 0],
  ])('%s: balance %d, redeemable %d (at most 30%% of the premium)', async (customer, expectedBalance, redeemable) => {
    const contract = await createSigned(t);
    const answer = await balance(customer, contract.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ balance: expectedBalance, redeemable });
  });

  it('answers 404 for an unknown customer or contract, 400 for a missing field', async () => {
    const contract = await createSigned(t);
    expect((await balance('LC-0000', contract.id)).status).toBe(404);
    expect((await balance('LC-1001', 777777)).status).toBe(404);
    const bad = await t.post('/loyalty/balance', { contract_id: contract.id });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('customer_id');
  });
});

describe('POST /loyalty/order', () => {
  it('sends a secret first (AUTH_FAILED_SECRET_REQUIRED), then reserves the points with the right one', async () => {
    const contract = await createSigned(t);
    const first = await order('LC-1001', contract.id, 200);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      errorCode: 'AUTH_FAILED_SECRET_REQUIRED',
      data: { resendAfterSeconds: POINTS_CODE_RESEND_SECONDS },
    });
    const secret = await latestCode(t, contract.id, 'loyalty');
    const outbox = await t.get(`/sandbox/outbox.json?contract_id=${contract.id}`, { token: null });
    expect(outbox.body.data[0].phone).toBe(LOYALTY_CUSTOMERS[0]!.phone);

    const wrong = await order('LC-1001', contract.id, 200, secret === '000000' ? '000001' : '000000');
    expect(wrong.status).toBe(200);
    expect(wrong.body.errorCode).toBe('AUTH_FAILED_INVALID_SECRET');
    expect(wrong.body.data).toBeUndefined();

    const right = await order('LC-1001', contract.id, 200, secret);
    expect(right.body).toEqual({
      data: { reserved: 200, amountToPay: CAR_EUROPE_MONTH.premium - 200, cancelledPayments: 0 },
    });
    // The reservation counts against the customer's other contracts.
    const other = await createSigned(t);
    expect((await balance('LC-1001', other.id)).body.data).toEqual({ balance: 4800, redeemable: CAP });
  });

  it('refuses a secret sent for another amount', async () => {
    const contract = await createSigned(t);
    await order('LC-1001', contract.id, 200);
    const secret = await latestCode(t, contract.id, 'loyalty');
    expect((await order('LC-1001', contract.id, 300, secret)).body.errorCode).toBe('AUTH_FAILED_INVALID_SECRET');
  });

  it(`refuses a new secret within ${POINTS_CODE_RESEND_SECONDS} s`, async () => {
    const contract = await createSigned(t);
    await order('LC-1001', contract.id, 100);
    t.clock.advance((POINTS_CODE_RESEND_SECONDS - 1) * 1000);
    expect((await order('LC-1001', contract.id, 100)).status).toBe(429);
    t.clock.advance(1000);
    expect((await order('LC-1001', contract.id, 100)).body.errorCode).toBe('AUTH_FAILED_SECRET_REQUIRED');
  });

  it.each([
    ['above the redeemable amount', CAP + 0.01],
    ['above the balance', 300.01, 'LC-1003'],
    ['negative', -1],
    ['with three decimals', 10.005],
    ['not a number', 'many'],
  ])('answers 400 for points %s', async (_what, points, customer = 'LC-1001') => {
    const contract = await createSigned(t);
    const answer = await order(customer as string, contract.id, points);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe('paidByPoints');
  });

  it('accepts exactly the redeemable amount', async () => {
    const contract = await createSigned(t);
    expect((await order('LC-1001', contract.id, CAP)).body.errorCode).toBe('AUTH_FAILED_SECRET_REQUIRED');
  });

  it('answers 409 for a contract that is not signed yet', async () => {
    const contract = await createRequest(t);
    expect((await order('LC-1001', contract.id, 100)).status).toBe(409);
  });

  it('answers AUTH_FAILED_INVALID_SECRET once the secret has expired', async () => {
    const contract = await createSigned(t);
    await order('LC-1001', contract.id, 100);
    const secret = await latestCode(t, contract.id, 'loyalty');
    t.clock.advance(11 * 60_000);
    expect((await order('LC-1001', contract.id, 100, secret)).body.errorCode).toBe('AUTH_FAILED_INVALID_SECRET');
  });
});
