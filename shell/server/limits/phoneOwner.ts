// Who a phone's owner is, as the shop can tell (docs/shop-server.md, section 3): the session that entered a right code
// for a contract of that phone, and whoever asks from the address that entered the phone's last right code. The owner
// has SMS budgets of their own, which strangers cannot spend, so no stranger, whatever their sessions and addresses,
// keeps a known owner from a code. Noted by keyed hashes, never the session's id, the address or the number.
import { createHmac } from 'node:crypto';
import { IDLE_SECONDS } from '../session/buyerSession';
import type { Notes } from '../store/notes';

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

/** Notes the asker as the owner of the phone (its key, smsSending.ts) whose code it entered right. */
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
