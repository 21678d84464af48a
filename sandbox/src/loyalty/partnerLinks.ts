// The loyalty programme's partner links: it sends its customers to the shop with their id and a signature of it, an
// HMAC-SHA256 with the key it shares with the shop (LOYALTY_LINK_KEY), so that nobody can be a customer by typing an
// id (docs/insurer-api.md, "Loyalty partner links"). GET /sandbox/loyalty/links lists the links of the seeded customers.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOYALTY_CUSTOMERS } from './data/customers';

/** The sandbox's own key when none is configured; a shop that takes its links must be given the same. */
export const DEV_LOYALTY_LINK_KEY = 'sandbox-loyalty-link-key-known-to-everyone';

/** base64url(HMAC-SHA256(key, customer id)). */
export const loyaltyLinkSignature = (key: string, customerId: string): string =>
  createHmac('sha256', key).update(customerId, 'utf8').digest('base64url');

/** The query a partner link to the shop carries for one customer. */
const partnerLinkQuery = (key: string, customerId: string): string =>
  new URLSearchParams({ loyalty_id: customerId, loyalty_sig: loyaltyLinkSignature(key, customerId) }).toString();

export function partnerLinkRoutes(app: FastifyInstance, key: string): void {
  app.get('/sandbox/loyalty/links', async () => ({
    data: LOYALTY_CUSTOMERS.map(({ id, name, balance }) => ({
      customerId: id,
      name,
      balance,
      query: partnerLinkQuery(key, id),
    })),
  }));
}
