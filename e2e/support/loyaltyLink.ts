// The loyalty programme's partner link to the shop, signed as the programme signs it (docs/insurer-api.md, "Loyalty
// partner links"): every test that makes a browser a loyalty customer builds its link here.
import { createHmac } from 'node:crypto';

/** The key the run's shop and sandbox share (globalSetup.ts passes it to both and publishes it as LOYALTY_LINK_KEY). */
export const E2E_LOYALTY_LINK_KEY = 'e2e-loyalty-link-key-of-at-least-32-characters';

const runKey = () => process.env.LOYALTY_LINK_KEY || E2E_LOYALTY_LINK_KEY;

export const loyaltyLinkSignature = (customerId: string, key = runKey()) =>
  createHmac('sha256', key).update(customerId, 'utf8').digest('base64url');

/** The address of `path` as the programme links to it for `customerId`; `key` signs it (the run's key by default). */
export function loyaltyLink(customerId: string, { path = '/', key = runKey() }: { path?: string; key?: string } = {}) {
  const query = new URLSearchParams({ loyalty_id: customerId, loyalty_sig: loyaltyLinkSignature(customerId, key) });
  return `${path}?${query}`;
}
