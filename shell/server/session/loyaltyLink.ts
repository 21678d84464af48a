// A loyalty partner link proves its customer: the programme signs the customer id with a key it shares with the shop
// (LOYALTY_LINK_KEY), and the link carries both, ?loyalty_id=<id>&loyalty_sig=<signature> (docs/insurer-api.md,
// "Loyalty partner links"). An id alone, or with a signature made without the key, proves nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLoyaltyCustomerId } from './buyerSession';

export const LOYALTY_ID_PARAM = 'loyalty_id';
export const LOYALTY_SIGNATURE_PARAM = 'loyalty_sig';

/** base64url(HMAC-SHA256(key, customer id)): 43 characters. */
export const loyaltyLinkSignature = (key: string, customerId: string): string =>
  createHmac('sha256', key).update(customerId, 'utf8').digest('base64url');

/** The customer a link proves with one of `keys`, or undefined (no link, a bare id, a wrong or malformed signature). */
export function provenLoyaltyCustomer(
  keys: readonly string[],
  customerId: string | null,
  signature: string | null,
): string | undefined {
  if (!isLoyaltyCustomerId(customerId) || !signature) return undefined;
  const given = Buffer.from(signature, 'utf8');
  const proven = keys.some((key) => {
    const expected = Buffer.from(loyaltyLinkSignature(key, customerId), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return proven ? customerId : undefined;
}
