// Per-phone SMS limits (5 in 10 minutes, 20 in 24 hours by default): contract codes and loyalty secrets together,
// 429 PHONE_LIMIT with nothing sent, other phones unaffected, counted from the outbox across a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POINTS_CODE_RESEND_SECONDS } from '../insurer';
import { startSandbox, TestClock, type TestSandbox } from '../testing/harness';
import { createRequest, createSigned } from '../testing/drafts';
import { LOYALTY_CUSTOMERS } from '../loyalty/data/customers';
import { DEFAULT_SMS_LIMITS } from './phoneLimit';

const PHONE = '+380501110001';
const OTHER_PHONE = '+380501110002';
const TEN_MINUTES = 10 * 60_000;

const sentTo = async (t: TestSandbox, phone: string): Promise<number> =>
  (await t.get(`/sandbox/outbox.json?phone=${encodeURIComponent(phone)}`, { token: null })).body.data.length;

/** Drafts a contract for the phone and asks for its code. */
async function sendCode(t: TestSandbox, phone: string) {
  const contract = await createRequest(t, { phone });
  return t.get(`/sendCode?contract_id=${contract.id}`);
}

describe('the per-phone SMS limits', () => {
  let dir: string;
  let t: TestSandbox;
  const clock = new TestClock('2026-03-10T07:00:00Z');
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'greencard-phone-limit-'));
    t = await startSandbox({ dir, clock, smsLimits: DEFAULT_SMS_LIMITS });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are 5 messages in 10 minutes and 20 in 24 hours per session, and 50 a day per phone, by default', () => {
    expect(DEFAULT_SMS_LIMITS).toEqual({ per10Minutes: 5, perDay: 20, perPhoneDay: 50 });
  });

  it('refuses the 6th message in 10 minutes with 429 PHONE_LIMIT and sends nothing; another phone is not affected', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(t, PHONE)).status).toBe(200);
      clock.advance(60_000);
    }
    const refused = await sendCode(t, PHONE);
    expect(refused.status).toBe(429);
    // The first message went out 5 minutes ago: room again in 5 minutes.
    expect(refused.body).toEqual({
      message: 'Too many messages to this phone; try again in 300 s',
      retryAfterSeconds: 300,
      errorCode: 'PHONE_LIMIT',
    });
    expect(await sentTo(t, PHONE)).toBe(5);

    expect((await sendCode(t, OTHER_PHONE)).status).toBe(200);

    clock.advance(299_000);
    expect((await sendCode(t, PHONE)).body.retryAfterSeconds).toBe(1);
    clock.advance(1000);
    expect((await sendCode(t, PHONE)).status).toBe(200);
    expect(await sentTo(t, PHONE)).toBe(6);
  });

  it('counts after a restart (the outbox is the count)', async () => {
    // Still within 10 minutes of the last 5 messages.
    expect((await sendCode(t, PHONE)).status).toBe(429);
    await t.stop();
    t = await startSandbox({ dir, clock, smsLimits: DEFAULT_SMS_LIMITS });
    const refused = await sendCode(t, PHONE);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('PHONE_LIMIT');
  });

  it('refuses the 21st message in 24 hours until the first one is a day old', async () => {
    const start = clock.now().getTime();
    const phone = '+380501110003';
    for (let i = 0; i < 20; i += 1) {
      expect((await sendCode(t, phone)).status).toBe(200);
      clock.advance(i % 5 === 4 ? TEN_MINUTES : 1000);
    }
    const refused = await sendCode(t, phone);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('PHONE_LIMIT');
    expect(refused.body.retryAfterSeconds).toBe(Math.ceil((start + 24 * 60 * 60_000 - clock.now().getTime()) / 1000));
    expect(await sentTo(t, phone)).toBe(20);
    clock.set(new Date(start + 24 * 60 * 60_000));
    expect((await sendCode(t, phone)).status).toBe(200);
  });

  it('counts loyalty secrets and contract codes to the same phone together', async () => {
    const customer = LOYALTY_CUSTOMERS[2]!;
    const order = (contractId: number) =>
      t.post('/loyalty/order', { customer_id: customer.id, contract_id: contractId, paidByPoints: 10 });
    clock.advance(TEN_MINUTES);
    const contract = await createSigned(t, { phone: customer.phone });
    for (let i = 0; i < 4; i += 1) {
      expect((await order(contract.id)).body.errorCode).toBe('AUTH_FAILED_SECRET_REQUIRED');
      clock.advance(POINTS_CODE_RESEND_SECONDS * 1000);
    }
    // The contract's own code was the first message to this phone: five in all.
    const refused = await order(contract.id);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('PHONE_LIMIT');
    expect(await sentTo(t, customer.phone)).toBe(5);
  });
});

describe('the per-phone limits when the partner names the buyer session', () => {
  const STRANGER = { 'x-buyer-session': 'stranger-session-0123456789' };
  const OWNER = { 'x-buyer-session': 'owner-session-abcdefghijkl' };
  const sendAs = async (t: TestSandbox, headers: Record<string, string>, phone = PHONE) => {
    const contract = await createRequest(t, { phone });
    return t.get(`/sendCode?contract_id=${contract.id}`, { headers });
  };

  it("count per session: five codes a stranger's session asked for the phone leave its owner's code", async () => {
    const t = await startSandbox({ smsLimits: DEFAULT_SMS_LIMITS });
    try {
      for (let i = 0; i < 5; i += 1) expect((await sendAs(t, STRANGER)).status).toBe(200);
      const sixth = await sendAs(t, STRANGER);
      expect(sixth.status).toBe(429);
      expect(sixth.body.errorCode).toBe('PHONE_LIMIT');
      // The owner, in a session of their own, still gets a code; a partner that names no session counts them all.
      expect((await sendAs(t, OWNER)).status).toBe(200);
      expect((await sendCode(t, PHONE)).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('keep a daily ceiling per phone over every session', async () => {
    const t = await startSandbox({ smsLimits: { ...DEFAULT_SMS_LIMITS, perPhoneDay: 3 } });
    try {
      for (const n of [1, 2, 3])
        expect((await sendAs(t, { 'x-buyer-session': `session-number-${n}-0123456` })).status).toBe(200);
      const fourth = await sendAs(t, OWNER);
      expect(fourth.status).toBe(429);
      expect(fourth.body.errorCode).toBe('PHONE_LIMIT');
      expect(await sentTo(t, PHONE)).toBe(3);
    } finally {
      await t.close();
    }
  });
});

describe('limits set by the options', () => {
  it('apply as given', async () => {
    const t = await startSandbox({ smsLimits: { per10Minutes: 2, perDay: 3 } });
    try {
      expect((await sendCode(t, PHONE)).status).toBe(200);
      expect((await sendCode(t, PHONE)).status).toBe(200);
      expect((await sendCode(t, PHONE)).status).toBe(429);
      t.clock.advance(TEN_MINUTES);
      expect((await sendCode(t, PHONE)).status).toBe(200);
      t.clock.advance(TEN_MINUTES);
      const daily = await sendCode(t, PHONE);
      expect(daily.status).toBe(429);
      expect(daily.body.retryAfterSeconds).toBe(24 * 60 * 60 - 20 * 60);
    } finally {
      await t.close();
    }
  });
});
