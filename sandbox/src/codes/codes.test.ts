// GET /sendCode, POST /checkCode (rules D4, 5, 17) and the outbox, with an injected clock.
import { CODE_RESEND_SECONDS, OTP_MAX_TRIES, OTP_VALID_MINUTES } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { createDraft, createRequest, latestCode } from '../testing/drafts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const send = (id: number) => t.get(`/sendCode?contract_id=${id}`);

// The figures themselves (rules D17): the tests below count by the constants, so a wrong figure
// would pass them; the shop reads none of these two, the insurer alone expires and burns a code.
it('keeps a code 10 minutes and burns it at the 5th wrong try (rules D17)', () => {
  expect(OTP_VALID_MINUTES).toBe(10);
  expect(OTP_MAX_TRIES).toBe(5);
});

const checkCode = (id: number, code: string) => t.post('/checkCode', { code, contract_id: id });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const state = async (id: number) => (await t.get(`/order/ewaShow?contract_id=${id}`)).body.data.state;

describe('GET /sendCode', () => {
  it('sends a six-digit code to the contract phone and answers sentAt and resendAfterSeconds (never "OK")', async () => {
    const contract = await createRequest(t);
    const answer = await send(contract.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ sentAt: t.clock.now().toISOString(), resendAfterSeconds: 30 });
    const outbox = await t.get(`/sandbox/outbox.json?phone=%2B380671112233`, { token: null });
    expect(outbox.body.data[0]).toMatchObject({ phone: '+380671112233', kind: 'contract', contractId: contract.id });
    expect(outbox.body.data[0].code).toMatch(/^\d{6}$/);
    expect(outbox.body.data[0].text).toContain(outbox.body.data[0].code);
    expect(outbox.body.data[0].text).toContain(contract.number);
    // The product's name as the shop says it.
    expect(outbox.body.data[0].text).toMatch(/^Зелена картка /);
  });

  it(`refuses a resend within ${CODE_RESEND_SECONDS} s with 429, and allows it after`, async () => {
    const contract = await createRequest(t);
    await send(contract.id);
    const first = await latestCode(t, contract.id);
    t.clock.advance((CODE_RESEND_SECONDS - 1) * 1000);
    const early = await send(contract.id);
    expect(early.status).toBe(429);
    expect(early.body.retryAfterSeconds).toBe(1);
    t.clock.advance(1000);
    expect((await send(contract.id)).status).toBe(200);
    const second = await latestCode(t, contract.id);
    // The first code no longer signs.
    if (first !== second) {
      expect((await checkCode(contract.id, first)).body.data).toEqual({
        result: 'WRONG_CODE',
        attemptsLeft: OTP_MAX_TRIES - 1,
      });
    }
    expect((await checkCode(contract.id, second)).body.data).toBe('OK');
  });

  it('answers 409 for a contract not in REQUEST, 404 for an unknown one, 400 for a bad id', async () => {
    const draft = await createDraft(t);
    expect((await send(draft.id)).status).toBe(409);
    expect((await send(987654)).status).toBe(404);
    const bad = await t.get('/sendCode?contract_id=x');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('contract_id');
  });
});

describe('POST /checkCode', () => {
  it("answers 'OK' for the right code and signs the contract", async () => {
    const contract = await createRequest(t);
    await send(contract.id);
    const answer = await checkCode(contract.id, await latestCode(t, contract.id));
    expect(answer.body).toEqual({ data: 'OK' });
    expect(await state(contract.id)).toBe('SIGNED');
  });

  it(`counts wrong codes down and burns the code at the ${OTP_MAX_TRIES}th`, async () => {
    const contract = await createRequest(t);
    await send(contract.id);
    const code = await latestCode(t, contract.id);
    for (let left = OTP_MAX_TRIES - 1; left >= 0; left -= 1) {
      const answer = await checkCode(contract.id, wrongOf(code));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ result: 'WRONG_CODE', attemptsLeft: left });
    }
    const burnt = await checkCode(contract.id, code);
    expect(burnt.status).toBe(410);
    expect(burnt.body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(await state(contract.id)).toBe('REQUEST');
    // A new code works again.
    t.clock.advance(CODE_RESEND_SECONDS * 1000);
    await send(contract.id);
    expect((await checkCode(contract.id, await latestCode(t, contract.id))).body.data).toBe('OK');
  });

  it(`expires a code after ${OTP_VALID_MINUTES} minutes`, async () => {
    const contract = await createRequest(t);
    await send(contract.id);
    const code = await latestCode(t, contract.id);
    t.clock.advance(OTP_VALID_MINUTES * 60_000 - 1000);
    expect((await checkCode(contract.id, wrongOf(code))).body.data.result).toBe('WRONG_CODE');
    t.clock.advance(1000);
    const expired = await checkCode(contract.id, code);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ errorCode: 'CODE_EXPIRED' });
  });

  it('answers 409 when no code was sent, 404 for an unknown contract, 400 for a malformed code', async () => {
    const contract = await createRequest(t);
    expect((await checkCode(contract.id, '123456')).status).toBe(409);
    expect((await checkCode(424242, '123456')).status).toBe(404);
    const bad = await checkCode(contract.id, '12ab');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'code', message: 'must be six digits' }]);
  });

  it('refuses to sign twice', async () => {
    const contract = await createRequest(t);
    await send(contract.id);
    const code = await latestCode(t, contract.id);
    expect((await checkCode(contract.id, code)).body.data).toBe('OK');
    expect((await checkCode(contract.id, code)).status).toBe(409);
  });
});

describe('the outbox page', () => {
  it('lists the messages newest first, filtered by contract', async () => {
    const a = await createRequest(t);
    const b = await createRequest(t);
    await send(a.id);
    await send(b.id);
    const all = await t.get('/sandbox/outbox.json', { token: null });
    expect(all.body.data.map((m: { contractId: number }) => m.contractId).slice(0, 2)).toEqual([b.id, a.id]);
    const onlyA = await t.get(`/sandbox/outbox.json?contract_id=${a.id}`, { token: null });
    expect(onlyA.body.data).toHaveLength(1);
    const page = await t.get('/sandbox/outbox', { token: null });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(await latestCode(t, b.id));
  });
});
