// The loyalty programme's partner links: it sends its customers to the shop with their id, the time until which the
// link proves them, and a signature of both, an HMAC-SHA256 with the key it shares with the shop (LOYALTY_LINK_KEY),
// so that nobody can be a customer by typing an id, nor for long with a link that leaked (docs/insurer-api.md,
// "Loyalty partner links"). GET /sandbox/loyalty/links issues fresh links of the seeded customers.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOYALTY_CUSTOMERS } from './data/customers';

/** The sandbox's own key when none is configured; a shop that takes its links must be given the same. */
export const DEV_LOYALTY_LINK_KEY = 'sandbox-loyalty-link-key-known-to-everyone';

/** How long a link the sandbox issues proves its customer. */
const LINK_SECONDS = 3600;

/** base64url(HMAC-SHA256(key, "<customer id>.<until>")), `until` in unix seconds. */
export const loyaltyLinkSignature = (key: string, customerId: string, until: number): string =>
  createHmac('sha256', key).update(`${customerId}.${until}`, 'utf8').digest('base64url');

/** The query a partner link to the shop carries for one customer, proving it until `until`. */
const partnerLinkQuery = (key: string, customerId: string, until: number): string =>
  new URLSearchParams({
    loyalty_id: customerId,
    loyalty_until: String(until),
    loyalty_sig: loyaltyLinkSignature(key, customerId, until),
  }).toString();

export function partnerLinkRoutes(app: FastifyInstance, key: string): void {
  app.get('/sandbox/loyalty/links', async () => {
    const until = Math.floor(Date.now() / 1000) + LINK_SECONDS;
    return {
      data: LOYALTY_CUSTOMERS.map(({ id, name, balance }) => ({
        customerId: id,
        name,
        balance,
        query: partnerLinkQuery(key, id, until),
      })),
    };
  });
}
