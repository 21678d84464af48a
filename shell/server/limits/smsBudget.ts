// What a text message costs a sender before the insurer sends it (docs/shop-server.md, section 3): each call that
// declares `smsBudget` spends one message of the session's budget for that phone, of the session's, of the client's,
// of the destination country's (abroad) and of the shop's hourly ceiling, narrowest first. A message refused by a
// budget, or that the insurer did not send (its answer was no 2xx), is given back to those it was counted against.
import type { Counters } from '../store/counters';
import { HOME_CALLING_CODE } from './phoneCountry';

export interface SmsBudgets {
  /** Messages one session may have sent to one phone in ten minutes (a buyer needs a code and a resend or two). */
  perSessionPhone: number;
  /** Messages one session may have sent in an hour, whatever the phones. */
  perSession: number;
  /** Messages one client address may have sent in an hour. */
  perClient: number;
  /** Messages to one foreign country (by calling code) in an hour, from all buyers. */
  perCountry: number;
  /** Messages the shop sends in an hour, from all buyers: past it, sending stops and operations are alerted. */
  perHour: number;
}

/** Which budget refused: the metric's label and the answer's cause. */
export type SmsBudgetName = 'sessionPhone' | 'session' | 'client' | 'country' | 'ceiling';

/** Who sends to whom. The phone is a key, never the number itself (a keyed hash, or the loyalty customer). */
export interface SmsSending {
  sessionKey: string;
  clientKey: string;
  phoneKey: string;
  /** The destination's calling code, when the shop knows the number. */
  callingCode?: string;
}

interface Budget {
  name: SmsBudgetName;
  key: string;
  max: number;
  windowMs: number;
}

const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;

/** The budgets one message is counted against, narrowest first. */
export function budgetsOf(sending: SmsSending, budgets: SmsBudgets): Budget[] {
  const list: Budget[] = [
    { name: 'sessionPhone', key: `sms:session-phone:${sending.sessionKey}:${sending.phoneKey}`, max: budgets.perSessionPhone, windowMs: TEN_MINUTES },
    { name: 'session', key: `sms:session:${sending.sessionKey}`, max: budgets.perSession, windowMs: HOUR },
    { name: 'client', key: `sms:client:${sending.clientKey}`, max: budgets.perClient, windowMs: HOUR },
  ];
  if (sending.callingCode && sending.callingCode !== HOME_CALLING_CODE) {
    list.push({ name: 'country', key: `sms:country:${sending.callingCode}`, max: budgets.perCountry, windowMs: HOUR });
  }
  list.push({ name: 'ceiling', key: 'sms:ceiling', max: budgets.perHour, windowMs: HOUR });
  return list;
}

export type SmsSpent =
  | { spent: true; giveBack: () => Promise<void> }
  | { spent: false; refusedBy: SmsBudgetName; retryAfterSeconds: number };

/** Spends one message of every budget, or none: a refusal gives back what was counted before it. */
export async function spendSms(counters: Counters, sending: SmsSending, budgets: SmsBudgets): Promise<SmsSpent> {
  const counted: Budget[] = [];
  const giveBack = async () => {
    await Promise.all(counted.map((budget) => counters.add(budget.key, budget.windowMs, -1)));
  };
  for (const budget of budgetsOf(sending, budgets)) {
    const { count, resetInMs } = await counters.add(budget.key, budget.windowMs);
    if (count > budget.max) {
      await counters.add(budget.key, budget.windowMs, -1);
      await giveBack();
      return { spent: false, refusedBy: budget.name, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    }
    counted.push(budget);
  }
  return { spent: true, giveBack };
}

/** What the buyer's page gets when a budget refuses: the ceiling stops sending for everyone, the others this sender. */
export function smsRefusalAnswer(refusedBy: SmsBudgetName, retryAfterSeconds: number) {
  return refusedBy === 'ceiling'
    ? {
        status: 503 as const,
        body: { message: 'Sending SMS is paused for a while; try again later', errorCode: 'SMS_PAUSED', retryAfterSeconds },
      }
    : {
        status: 429 as const,
        body: { message: 'Too many SMS, try again later', errorCode: 'SMS_BUDGET', retryAfterSeconds },
      };
}
