// What a text message costs a sender before the insurer sends it (docs/shop-server.md, section 3): each call that asks
// for a message spends one of the session's budget for that phone; of the phone's, which its owner (smsSending.ts)
// and strangers keep apart, so strangers share theirs (ten minutes and a day) and never touch the owner's (a day); of
// the session's, of the client's, of the destination country's (abroad) and of the shop's hourly ceiling, narrowest
// first. Past the ceiling only what looks like pumping is refused; a Ukrainian buyer in a journey still gets their
// code. A message refused by a budget, or that the insurer did not send, is given back to those it was counted against.
import type { ShellServerConfig } from '../config';
import { spendEach, type Counters, type Limit } from '../store/counters';
import { HOME_CALLING_CODE } from './smsSending';

/** The budgets' sizes (SMS_PER_* in .env.example says what each counts). */
export type SmsBudgets = ShellServerConfig['smsBudgets'];

/** Which budget refused: the metric's label and the answer's cause. */
export type SmsBudgetName =
  'sessionPhone' | 'phone' | 'phoneDay' | 'ownerDay' | 'session' | 'client' | 'country' | 'ceiling';

/** Who sends to whom. The phone is a key, never the number itself (a keyed hash, or the loyalty customer). */
export interface SmsSending {
  sessionKey: string;
  clientKey: string;
  phoneKey: string;
  /** The destination's calling code, when the shop knows the number. */
  callingCode?: string;
  /** Whether the asker is the phone's owner (smsSending.ts, isPhoneOwner), whose budget strangers do not spend. */
  owner: boolean;
}

interface Budget extends Limit {
  name: SmsBudgetName;
}

const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Past the ceiling, what one buyer's journey asks for in an hour: a code and a resend per session, and a household
 * or an office behind one address a few journeys. More than this, like a foreign or unknown number, looks like pumping.
 */
const JOURNEY_MESSAGES_PER_SESSION = 2;
const JOURNEY_MESSAGES_PER_CLIENT = 4;

/** One budget: its name, its key in the counters, its size and its window. */
const smsBudget = (name: SmsBudgetName, key: string, max: number, windowMs: number): Budget => ({
  name,
  key: `sms:${key}`,
  max,
  windowMs,
});

/** The budgets one message is counted against, narrowest first. */
export function budgetsOf(sending: SmsSending, budgets: SmsBudgets): Budget[] {
  const { sessionKey, clientKey, phoneKey, callingCode } = sending;
  const list = [
    smsBudget('sessionPhone', `session-phone:${sessionKey}:${phoneKey}`, budgets.perSessionPhone, TEN_MINUTES),
    // Strangers (every session but the owner's) share a phone's budgets, larger than one session's: a stranger's
    // session leaves a first-time owner a code, and strangers who use them up keep one from it for ten minutes at most.
    ...(sending.owner
      ? [smsBudget('ownerDay', `owner-day:${phoneKey}`, budgets.perOwnerDay, DAY)]
      : [
          smsBudget('phone', `phone:${phoneKey}`, budgets.perPhone, TEN_MINUTES),
          smsBudget('phoneDay', `phone-day:${phoneKey}`, budgets.perPhoneDay, DAY),
        ]),
    smsBudget('session', `session:${sessionKey}`, budgets.perSession, HOUR),
    smsBudget('client', `client:${clientKey}`, budgets.perClient, HOUR),
  ];
  if (callingCode && callingCode !== HOME_CALLING_CODE)
    list.push(smsBudget('country', `country:${callingCode}`, budgets.perCountry, HOUR));
  list.push(smsBudget('ceiling', 'ceiling', budgets.perHour, HOUR));
  return list;
}

/** Past the ceiling: a number abroad or unknown, a session or an address that asked for more than a journey does. */
function looksLikePumping(sending: SmsSending, counts: ReadonlyMap<SmsBudgetName, number>): boolean {
  return (
    sending.callingCode !== HOME_CALLING_CODE ||
    (counts.get('session') ?? 0) > JOURNEY_MESSAGES_PER_SESSION ||
    (counts.get('client') ?? 0) > JOURNEY_MESSAGES_PER_CLIENT
  );
}

export type SmsSpent =
  | { spent: true; giveBack: () => Promise<void> }
  | { spent: false; refusedBy: SmsBudgetName; retryAfterSeconds: number };

/** Spends one message of every budget, or none: a refusal gives back what was counted before it. */
export async function spendSms(counters: Counters, sending: SmsSending, budgets: SmsBudgets): Promise<SmsSpent> {
  const counts = new Map<SmsBudgetName, number>();
  const spent = await spendEach(counters, budgetsOf(sending, budgets), (budget, count) => {
    counts.set(budget.name, count);
    return count > budget.max && (budget.name !== 'ceiling' || looksLikePumping(sending, counts));
  });
  if ('giveBack' in spent) return { spent: true, giveBack: spent.giveBack };
  return { spent: false, refusedBy: spent.refused.name, retryAfterSeconds: spent.retryAfterSeconds };
}

/** What the buyer's page gets when a budget refuses: past the ceiling "paused", otherwise "too many" for this sender. */
export function smsRefusalAnswer(refusedBy: SmsBudgetName, retryAfterSeconds: number) {
  return refusedBy === 'ceiling'
    ? {
        status: 503 as const,
        body: {
          message: 'Sending SMS is paused for a while; try again later',
          errorCode: 'SMS_PAUSED',
          retryAfterSeconds,
        },
      }
    : {
        status: 429 as const,
        body: { message: 'Too many SMS, try again later', errorCode: 'SMS_BUDGET', retryAfterSeconds },
      };
}
