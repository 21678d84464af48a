// The loyalty programme's partner link to the shop, signed as the programme signs it (docs/insurer-api.md, "Loyalty
// partner links"): every test that makes a browser a loyalty customer builds its link here.
import { createHmac } from 'node:crypto';

/** The key the run's shop and sandbox share (globalSetup.ts passes it to both and publishes it as LOYALTY_LINK_KEY). */
export const E2E_LOYALTY_LINK_KEY = 'e2e-loyalty-link-key-of-at-least-32-characters';

const runKey = () => process.env.LOYALTY_LINK_KEY || E2E_LOYALTY_LINK_KEY;

/** An hour from now, in unix seconds: how long the tests' links prove their customer. */
export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

export const loyaltyLinkSignature = (customerId: string, until: number, key = runKey()) =>
  createHmac('sha256', key).update(`${customerId}.${until}`, 'utf8').digest('base64url');

/**
 * The address of `path` as the programme links to it for `customerId`, proving it until `until` (unix seconds, an
 * hour from now by default); `key` signs it (the run's key by default).
 */
export function loyaltyLink(
  customerId: string,
  { path = '/', key = runKey(), until = inAnHour() }: { path?: string; key?: string; until?: number } = {},
) {
  const query = new URLSearchParams({
    loyalty_id: customerId,
    loyalty_until: String(until),
    loyalty_sig: loyaltyLinkSignature(customerId, until, key),
  });
  return `${path}?${query}`;
}
