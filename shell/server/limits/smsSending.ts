// Who a message goes to, as the budgets count it (smsBudget.ts). The number is known when a draft is saved: the
// server notes its calling code and a keyed hash of it for the new contract, never the number itself, so a code sent
// later for that contract counts against that phone and country. A loyalty secret goes to the customer's phone,
// which only the insurer knows: it counts against the customer.
import { createHmac } from 'node:crypto';
import { normalizePhone } from '@greencard/domain';
import type { StepCall } from '@greencard/step-contract';
import { paramOf } from '../gateway/callRules';
import { jsonObjectOf } from '../jsonBody';
import { CONTRACT_TTL_SECONDS, IDLE_SECONDS } from '../session/buyerSession';
import type { Notes } from '../store/notes';
import type { SmsSending } from './smsBudget';

const noteKey = (contractId: number) => `contract-phone:${contractId}`;

// The destination of an SMS: the country calling code of an E.164 number (ITU-T E.164 codes are prefix-free: one
// digit for 1 and 7, two digits for the codes CALLING_CODE lists by their first digit, three for the rest). The SMS
// budget per destination country counts by it (docs/shop-server.md, section 3); the shop's own country is counted by
// the hourly ceiling only.

/** The code a number's digits start with: 1 or 7, a two-digit code (20, 27, 30-34, 36, 39, ...), else three digits. */
const CALLING_CODE = /^(?:[17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|\d{3})/;

/** Ukraine: the shop's buyers' own numbers. */
export const HOME_CALLING_CODE = '380';

/** The calling code of a phone as the buyer typed it (normalised as the draft sends it), or undefined for no number. */
export function callingCodeOf(phone: string): string | undefined {
  const normalized = normalizePhone(phone);
  if (!/^\+[1-9]\d{6,14}$/.test(normalized)) return undefined;
  return CALLING_CODE.exec(normalized.slice(1))?.[0];
}

// Who a phone's owner is, as the shop can tell (docs/shop-server.md, section 3): the session that entered a right code
// for a contract of that phone, and whoever asks from the address that entered the phone's last right code. The owner
// has SMS budgets of their own, which strangers cannot spend, so no stranger, whatever their sessions and addresses,
// keeps a known owner from a code. Noted by keyed hashes, never the session's id, the address or the number.

/** An address stays the owner's for a month after its last right code, or until another address enters one. */
const OWNER_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** A value as a key for one purpose: the same value gives the same key under one secret, and the key does not give it. */
export const keyed = (secret: string, purpose: string, value: string, length = 22) =>
  createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url').slice(0, length);

export interface Asker {
  /** The session's id. */
  sessionId: string;
  /** The client address, as the server determined it. */
  clientKey: string;
}

/** Notes the asker as the owner of the phone (its key, phoneOf) whose code it entered right. */
export async function notePhoneOwner(notes: Notes, phoneKey: string, asker: Asker, secret: string): Promise<void> {
  await notes.set(`sms-owner:${phoneKey}:${keyed(secret, 'owner-session', asker.sessionId)}`, '1', IDLE_SECONDS);
  await notes.set(
    `sms-owner-address:${phoneKey}`,
    keyed(secret, 'owner-address', asker.clientKey),
    OWNER_ADDRESS_SECONDS,
  );
}

/** Whether the asker is the phone's owner: its session entered a right code for it, or its address did last. */
export async function isPhoneOwner(notes: Notes, phoneKey: string, asker: Asker, secret: string): Promise<boolean> {
  if (await notes.get(`sms-owner:${phoneKey}:${keyed(secret, 'owner-session', asker.sessionId)}`)) return true;
  return (await notes.get(`sms-owner-address:${phoneKey}`)) === keyed(secret, 'owner-address', asker.clientKey);
}

/** A phone as a key (never the number itself), and its calling code. */
export function phoneOf(phone: string, secret: string): { phoneKey: string; callingCode?: string } {
  const callingCode = callingCodeOf(phone);
  return { phoneKey: keyed(secret, 'phone', normalizePhone(phone)), ...(callingCode ? { callingCode } : {}) };
}

export type PhoneOfCall = ReturnType<typeof phoneOf>;

/**
 * The buyer's session as the insurer may count its per-phone SMS limits by (docs/insurer-api.md): a keyed hash, so
 * the insurer never sees the cookie's id, and one session is one name at the insurer whichever replica asks.
 */
export const BUYER_SESSION_HEADER = 'x-buyer-session';

export const buyerSessionKey = (sessionId: string, secret: string): string =>
  keyed(secret, 'buyer-session', sessionId, 32);

/** Notes a new contract's phone, for the codes sent for it later. */
export async function notePhoneOfContract(notes: Notes, contractId: number, phone: PhoneOfCall): Promise<void> {
  await notes.set(noteKey(contractId), `${phone.callingCode ?? '-'} ${phone.phoneKey}`, CONTRACT_TTL_SECONDS);
}

export interface SendingCall {
  sessionKey: string;
  clientKey: string;
  /** The checked parameters of the call, by the kind its owner declares (docs/step-release.md, "calls"). */
  call: StepCall;
  params: Record<string, unknown>;
  contractId?: number;
  secret: string;
}

/** A value an insurer reads as given: null, or a text of spaces only, is read as none by most JSON readers. */
const isGiven = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * Whether a call that texts asks for a message this time: not when a parameter its owner names in `skipWhen` is given
 * (a loyalty order that brings the secret), or is zero (one that releases the points: rules §7).
 */
export function asksForSms(call: StepCall, params: Record<string, unknown> | undefined): boolean {
  return !Object.entries(call.texts?.skipWhen ?? {}).some(([name, when]) =>
    when === 'given' ? isGiven(params?.[name]) : params?.[name] === 0,
  );
}

/**
 * Whether the insurer's 2xx answer says a message went out: not sendCode's 'OK' (rules D4) nor an error in a 200, unless
 * the call's owner says that error code means sent (a loyalty order's "a secret is required now", rules §7). Only such
 * a message spends the budgets.
 */
export function answerSaysSent(bytes: Buffer, sentErrorCodes: readonly (string | number)[] = []): boolean {
  const answer = jsonObjectOf(bytes);
  if (!answer) return false;
  const { data, errorCode, errorMessage } = answer;
  if (data === 'OK') return false;
  if (errorCode !== undefined && errorCode !== null)
    return (typeof errorCode === 'string' || typeof errorCode === 'number') && sentErrorCodes.includes(errorCode);
  return errorMessage === undefined || errorMessage === null;
}

/**
 * What became of a message asked for, by the status the browser is answered with: sent (a 2xx whose answer does not
 * say otherwise, `answerSaysUnsent`), not sent (the insurer refused, or could not be reached: 502), or not known (the
 * insurer did not answer in time, 504: it may still text, so the message stays counted, docs/shop-server.md §3).
 */
export function messageOutcome(status: number, answerSaysUnsent: boolean): 'sent' | 'unsent' | 'unknown' {
  if (status >= 200 && status < 300) return answerSaysUnsent ? 'unsent' : 'sent';
  return status === 504 ? 'unknown' : 'unsent';
}

/** The phone a contract's draft named, as noted when it was saved. */
async function phoneOfContract(notes: Notes, contractId: number): Promise<PhoneOfCall | undefined> {
  const noted = await notes.get(noteKey(contractId));
  if (!noted) return undefined;
  const [callingCode, phoneKey] = noted.split(' ') as [string, string];
  return { phoneKey, ...(callingCode === '-' ? {} : { callingCode }) };
}

/** The asker of a right code for a contract becomes the owner of the phone its draft named (notePhoneOwner). */
export async function noteOwnerOfContractPhone(notes: Notes, contractId: number, asker: Asker, secret: string) {
  const phone = await phoneOfContract(notes, contractId);
  if (phone) await notePhoneOwner(notes, phone.phoneKey, asker, secret);
}

/**
 * Who the call's message goes to, as well as the server knows (a phone it names, its loyalty customer, its contract's
 * phone), and whether the asker is the phone's owner. A loyalty secret goes to the customer the session proved with the
 * programme's signed link: always its owner's.
 */
export async function sendingOf(notes: Notes, sending: SendingCall): Promise<SmsSending> {
  const who = { sessionKey: sending.sessionKey, clientKey: sending.clientKey };
  const named = paramOf(sending.call, sending.params, 'phone');
  const customer = paramOf(sending.call, sending.params, 'loyaltyCustomerId');
  if (typeof named !== 'string' && typeof customer === 'string')
    return { ...who, phoneKey: `loyalty:${customer}`, owner: true };
  const phone =
    typeof named === 'string'
      ? phoneOf(named, sending.secret)
      : sending.contractId === undefined
        ? { phoneKey: 'unknown' }
        : ((await phoneOfContract(notes, sending.contractId)) ?? { phoneKey: `contract:${sending.contractId}` });
  const asker = { sessionId: sending.sessionKey, clientKey: sending.clientKey };
  return { ...who, ...phone, owner: await isPhoneOwner(notes, phone.phoneKey, asker, sending.secret) };
}

/** The phone a call that makes a contract names (its phone parameter), to note for the codes sent for that contract. */
export function phoneToNote(call: StepCall, params: Record<string, unknown> | undefined, secret: string) {
  const phone = params ? paramOf(call, params, 'phone') : undefined;
  return typeof phone === 'string' ? phoneOf(phone, secret) : undefined;
}
