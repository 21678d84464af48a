/** @jest-environment node */
import { memoryCounters } from '../store/counters';
import { budgetsOf, smsRefusalAnswer, spendSms, type SmsBudgets, type SmsSending } from './smsBudget';

const BUDGETS: SmsBudgets = {
  perSessionPhone: 2,
  perPhone: 2,
  perPhoneDay: 5,
  perOwnerDay: 3,
  perSession: 3,
  perClient: 4,
  perCountry: 5,
  perHour: 6,
};
const sending = (overrides: Partial<SmsSending> = {}): SmsSending => ({
  sessionKey: 's1',
  clientKey: '10.0.0.1',
  phoneKey: 'p1',
  callingCode: '380',
  owner: false,
  ...overrides,
});

describe('the SMS budgets', () => {
  let now = 0;
  const counters = () => memoryCounters(() => now);
  beforeEach(() => (now = 1_000_000));

  it("count a stranger's message against the phone in the session, the strangers' budgets of the phone (ten minutes and a day), the session, the client, a foreign country and the ceiling", () => {
    expect(budgetsOf(sending(), BUDGETS).map((b) => b.name)).toEqual([
      'sessionPhone',
      'phone',
      'phoneDay',
      'session',
      'client',
      'ceiling',
    ]);
    expect(budgetsOf(sending({ callingCode: '44' }), BUDGETS).map((b) => b.name)).toEqual([
      'sessionPhone',
      'phone',
      'phoneDay',
      'session',
      'client',
      'country',
      'ceiling',
    ]);
    // The owner's message counts against the owner's own budget of the phone, none of the strangers'.
    expect(budgetsOf(sending({ owner: true }), BUDGETS).map((b) => b.name)).toEqual([
      'sessionPhone',
      'ownerDay',
      'session',
      'client',
      'ceiling',
    ]);
  });

  it("keep the owner's and the strangers' messages to one phone apart: neither spends the other's", async () => {
    const store = counters();
    const budgets = { ...BUDGETS, perSession: 100, perClient: 100, perHour: 100 };
    for (let i = 0; i < 2; i++)
      expect((await spendSms(store, sending({ sessionKey: `s${i}` }), budgets)).spent).toBe(true);
    expect(await spendSms(store, sending({ sessionKey: 's9' }), budgets)).toMatchObject({ refusedBy: 'phone' });
    for (let i = 0; i < 3; i++)
      expect((await spendSms(store, sending({ sessionKey: `o${i}`, owner: true }), budgets)).spent).toBe(true);
    expect(await spendSms(store, sending({ sessionKey: 'o9', owner: true }), budgets)).toMatchObject({
      refusedBy: 'ownerDay',
    });
    now += 10 * 60_000;
    expect((await spendSms(store, sending({ sessionKey: 's10' }), budgets)).spent).toBe(true);
  });

  it('refuse the third message to one phone in one session for ten minutes, while another session may still text it', async () => {
    const store = counters();
    const budgets = { ...BUDGETS, perPhone: 10 };
    for (let i = 0; i < 2; i++) expect((await spendSms(store, sending(), budgets)).spent).toBe(true);
    expect(await spendSms(store, sending(), budgets)).toEqual({
      spent: false,
      refusedBy: 'sessionPhone',
      retryAfterSeconds: 600,
    });
    expect((await spendSms(store, sending({ sessionKey: 's2' }), budgets)).spent).toBe(true);
    now += 10 * 60_000;
    expect((await spendSms(store, sending(), budgets)).spent).toBe(true);
  });

  it("refuse strangers' third message to one phone in ten minutes from any session, and send again after them", async () => {
    const store = counters();
    expect((await spendSms(store, sending(), BUDGETS)).spent).toBe(true);
    expect((await spendSms(store, sending({ sessionKey: 's2', clientKey: '10.0.0.2' }), BUDGETS)).spent).toBe(true);
    const refused = await spendSms(store, sending({ sessionKey: 's3', clientKey: '10.0.0.3' }), BUDGETS);
    expect(refused).toEqual({ spent: false, refusedBy: 'phone', retryAfterSeconds: 600 });
    expect((await spendSms(store, sending({ phoneKey: 'p2' }), BUDGETS)).spent).toBe(true);
    now += 10 * 60_000;
    expect((await spendSms(store, sending({ sessionKey: 's4', clientKey: '10.0.0.4' }), BUDGETS)).spent).toBe(true);
  });

  it("keep strangers' messages to one phone below its daily budget over every ten minutes", async () => {
    const store = counters();
    for (let i = 0; i < 5; i++) {
      if (i % 2 === 0 && i > 0) now += 10 * 60_000;
      expect((await spendSms(store, sending({ sessionKey: `s${i}`, clientKey: `c${i}` }), BUDGETS)).spent).toBe(true);
    }
    now += 10 * 60_000;
    expect(await spendSms(store, sending({ sessionKey: 'x', clientKey: 'x' }), BUDGETS)).toMatchObject({
      refusedBy: 'phoneDay',
    });
  });

  it('refuse per session, per client and per foreign country, each over an hour', async () => {
    const store = counters();
    for (const phoneKey of ['a', 'b', 'c'])
      expect((await spendSms(store, sending({ phoneKey }), BUDGETS)).spent).toBe(true);
    expect(await spendSms(store, sending({ phoneKey: 'd' }), BUDGETS)).toMatchObject({ refusedBy: 'session' });
    // The session's refusal gave back what it counted: the client has had three, so one more from another session.
    expect((await spendSms(store, sending({ sessionKey: 's2', phoneKey: 'e' }), BUDGETS)).spent).toBe(true);
    expect(await spendSms(store, sending({ sessionKey: 's3', phoneKey: 'f' }), BUDGETS)).toMatchObject({
      refusedBy: 'client',
    });

    const abroad = counters();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await spendSms(
            abroad,
            sending({ sessionKey: `s${i}`, clientKey: `c${i}`, phoneKey: `p${i}`, callingCode: '216' }),
            BUDGETS,
          )
        ).spent,
      ).toBe(true);
    }
    expect(
      await spendSms(abroad, sending({ sessionKey: 'x', clientKey: 'x', phoneKey: 'x', callingCode: '216' }), BUDGETS),
    ).toMatchObject({ refusedBy: 'country' });
    expect(
      (await spendSms(abroad, sending({ sessionKey: 'y', clientKey: 'y', phoneKey: 'y', callingCode: '44' }), BUDGETS))
        .spent,
    ).toBe(true);
  });

  it('past the hourly ceiling, pause what looks like pumping and still send a Ukrainian buyer their code', async () => {
    const store = counters();
    // A client budget above a journey's share: the ceiling decides here, not the address's own budget.
    const budgets = { ...BUDGETS, perClient: 10 };
    const buyer = (i: number, overrides: Partial<SmsSending> = {}) =>
      sending({ sessionKey: `s${i}`, clientKey: `c${i}`, phoneKey: `p${i}`, ...overrides });
    for (let i = 0; i < 6; i++) {
      const spent = await spendSms(store, buyer(i), budgets);
      expect(spent.spent).toBe(true);
      // The insurer did not send the first one: it counts no more.
      if (i === 0 && spent.spent) await spent.giveBack();
    }
    expect((await spendSms(store, buyer(6), budgets)).spent).toBe(true);
    // The ceiling is reached: a number abroad, or one the shop does not know, is paused.
    expect(await spendSms(store, buyer(7, { callingCode: '44' }), budgets)).toMatchObject({
      spent: false,
      refusedBy: 'ceiling',
    });
    expect(await spendSms(store, buyer(8, { callingCode: undefined }), budgets)).toMatchObject({
      spent: false,
      refusedBy: 'ceiling',
    });
    // A session past a journey's two messages, an address past a few journeys' four: paused.
    const busy = buyer(9);
    for (let i = 0; i < 2; i++)
      expect((await spendSms(store, { ...busy, phoneKey: `busy${i}` }, budgets)).spent).toBe(true);
    expect(await spendSms(store, { ...busy, phoneKey: 'busy2' }, budgets)).toMatchObject({ refusedBy: 'ceiling' });
    for (let i = 0; i < 4; i++)
      expect((await spendSms(store, buyer(20 + i, { clientKey: 'office' }), budgets)).spent).toBe(true);
    expect(await spendSms(store, buyer(24, { clientKey: 'office' }), budgets)).toMatchObject({ refusedBy: 'ceiling' });
    // A Ukrainian buyer in a journey of their own still gets a code, and a resend.
    expect((await spendSms(store, buyer(30), budgets)).spent).toBe(true);
    expect((await spendSms(store, buyer(30), budgets)).spent).toBe(true);
  });

  it('answer 503 SMS_PAUSED at the ceiling and 429 SMS_BUDGET for a sender over its budget', () => {
    expect(smsRefusalAnswer('ceiling', 30)).toEqual({
      status: 503,
      body: {
        message: 'Sending SMS is paused for a while; try again later',
        errorCode: 'SMS_PAUSED',
        retryAfterSeconds: 30,
      },
    });
    expect(smsRefusalAnswer('client', 30)).toMatchObject({
      status: 429,
      body: { errorCode: 'SMS_BUDGET', retryAfterSeconds: 30 },
    });
  });
});
