/** @jest-environment node */
import { memoryCounters } from '../store/counters';
import { budgetsOf, smsRefusalAnswer, spendSms, type SmsBudgets, type SmsSending } from './smsBudget';

const BUDGETS: SmsBudgets = { perSessionPhone: 2, perSession: 3, perClient: 4, perCountry: 5, perHour: 6 };
const sending = (overrides: Partial<SmsSending> = {}): SmsSending => ({
  sessionKey: 's1',
  clientKey: '10.0.0.1',
  phoneKey: 'p1',
  callingCode: '380',
  ...overrides,
});

describe('the SMS budgets', () => {
  let now = 0;
  const counters = () => memoryCounters(() => now);
  beforeEach(() => (now = 1_000_000));

  it('count a message against the phone in the session, the session, the client, a foreign country and the ceiling', () => {
    expect(budgetsOf(sending(), BUDGETS).map((b) => b.name)).toEqual(['sessionPhone', 'session', 'client', 'ceiling']);
    expect(budgetsOf(sending({ callingCode: '44' }), BUDGETS).map((b) => b.name)).toEqual(['sessionPhone', 'session', 'client', 'country', 'ceiling']);
  });

  it('refuse the third message to one phone in a session for ten minutes, not another session', async () => {
    const store = counters();
    expect((await spendSms(store, sending(), BUDGETS)).spent).toBe(true);
    expect((await spendSms(store, sending(), BUDGETS)).spent).toBe(true);
    const refused = await spendSms(store, sending(), BUDGETS);
    expect(refused).toEqual({ spent: false, refusedBy: 'sessionPhone', retryAfterSeconds: 600 });
    expect((await spendSms(store, sending({ sessionKey: 's2' }), BUDGETS)).spent).toBe(true);
    now += 10 * 60_000;
    expect((await spendSms(store, sending(), BUDGETS)).spent).toBe(true);
  });

  it('refuse per session, per client and per foreign country, each over an hour', async () => {
    const store = counters();
    for (const phoneKey of ['a', 'b', 'c']) expect((await spendSms(store, sending({ phoneKey }), BUDGETS)).spent).toBe(true);
    expect(await spendSms(store, sending({ phoneKey: 'd' }), BUDGETS)).toMatchObject({ refusedBy: 'session' });
    // The session's refusal gave back what it counted: the client has had three, so one more from another session.
    expect((await spendSms(store, sending({ sessionKey: 's2', phoneKey: 'e' }), BUDGETS)).spent).toBe(true);
    expect(await spendSms(store, sending({ sessionKey: 's3', phoneKey: 'f' }), BUDGETS)).toMatchObject({ refusedBy: 'client' });

    const abroad = counters();
    for (let i = 0; i < 5; i++) {
      expect((await spendSms(abroad, sending({ sessionKey: `s${i}`, clientKey: `c${i}`, callingCode: '216' }), BUDGETS)).spent).toBe(true);
    }
    expect(await spendSms(abroad, sending({ sessionKey: 'x', clientKey: 'x', callingCode: '216' }), BUDGETS)).toMatchObject({ refusedBy: 'country' });
    expect((await spendSms(abroad, sending({ sessionKey: 'y', clientKey: 'y', callingCode: '44' }), BUDGETS)).spent).toBe(true);
  });

  it('stop every sender at the hourly ceiling, and count a message given back as not sent', async () => {
    const store = counters();
    for (let i = 0; i < 6; i++) {
      const spent = await spendSms(store, sending({ sessionKey: `s${i}`, clientKey: `c${i}` }), BUDGETS);
      expect(spent.spent).toBe(true);
      // The insurer did not send the first one: it counts no more.
      if (i === 0 && spent.spent) await spent.giveBack();
    }
    expect((await spendSms(store, sending({ sessionKey: 'late', clientKey: 'late' }), BUDGETS)).spent).toBe(true);
    const stopped = await spendSms(store, sending({ sessionKey: 'later', clientKey: 'later' }), BUDGETS);
    expect(stopped).toMatchObject({ spent: false, refusedBy: 'ceiling' });
  });

  it('answer 503 SMS_PAUSED at the ceiling and 429 SMS_BUDGET for a sender over its budget', () => {
    expect(smsRefusalAnswer('ceiling', 30)).toEqual({
      status: 503,
      body: { message: 'Sending SMS is paused for a while; try again later', errorCode: 'SMS_PAUSED', retryAfterSeconds: 30 },
    });
    expect(smsRefusalAnswer('client', 30)).toMatchObject({ status: 429, body: { errorCode: 'SMS_BUDGET', retryAfterSeconds: 30 } });
  });
});
