// A loyalty partner link proves its customer until a time it names: the programme signs the customer id and that
// time with a key it shares with the shop (LOYALTY_LINK_KEY), and the link carries all three,
// ?loyalty_id=<id>&loyalty_until=<unix seconds>&loyalty_sig=<signature> (docs/insurer-api.md, "Loyalty partner
// links"). An id alone, a signature made without the key, or a link past its time proves nothing; a link that leaks
// proves its customer for a day at most.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLoyaltyCustomerId } from './buyerSession';

export const LOYALTY_ID_PARAM = 'loyalty_id';
export const LOYALTY_UNTIL_PARAM = 'loyalty_until';
export const LOYALTY_SIGNATURE_PARAM = 'loyalty_sig';

/** The longest a link may prove its customer for, from the moment it is opened. */
export const LONGEST_LINK_SECONDS = 24 * 60 * 60;

/** base64url(HMAC-SHA256(key, "<customer id>.<until>")): 43 characters. */
export const loyaltyLinkSignature = (key: string, customerId: string, until: number): string =>
  createHmac('sha256', key).update(`${customerId}.${until}`, 'utf8').digest('base64url');

/** The link's parameters as the browser sent them. */
export interface LoyaltyLinkParams {
  customerId: string | null;
  until: string | null;
  signature: string | null;
}

/** `until` as whole seconds still ahead of `now` and at most a day away, or undefined. */
function validUntil(until: string | null, now: number): number | undefined {
  if (!until || !/^\d{1,12}$/.test(until)) return undefined;
  const seconds = Number(until);
  const nowSeconds = now / 1000;
  return seconds > nowSeconds && seconds <= nowSeconds + LONGEST_LINK_SECONDS ? seconds : undefined;
}

/**
 * The customer a link proves with one of `keys` at `now` (ms), or undefined (no link, a bare id, a wrong or malformed
 * signature, a time past or more than a day away).
 */
export function provenLoyaltyCustomer(
  keys: readonly string[],
  { customerId, until, signature }: LoyaltyLinkParams,
  now = Date.now(),
): string | undefined {
  const seconds = validUntil(until, now);
  if (!isLoyaltyCustomerId(customerId) || seconds === undefined || !signature) return undefined;
  const given = Buffer.from(signature, 'utf8');
  const proven = keys.some((key) => {
    const expected = Buffer.from(loyaltyLinkSignature(key, customerId, seconds), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return proven ? customerId : undefined;
}
