// GET /sandbox/loyalty/links: the signed partner links of the seeded customers, as sandbox/README.md lists them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { LOYALTY_CUSTOMERS } from './data/customers';
import { DEV_LOYALTY_LINK_KEY, loyaltyLinkSignature } from './partnerLinks';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

it('lists a signed link for every seeded customer, without the partner token', async () => {
  const answer = await t.get('/sandbox/loyalty/links', { token: null });
  expect(answer.status).toBe(200);
  const links = answer.body.data as { customerId: string; query: string }[];
  expect(links.map((link) => link.customerId)).toEqual(LOYALTY_CUSTOMERS.map((c) => c.id));
  for (const { customerId, query } of links) {
    const params = new URLSearchParams(query);
    expect(params.get('loyalty_id')).toBe(customerId);
    expect(params.get('loyalty_sig')).toBe(loyaltyLinkSignature(DEV_LOYALTY_LINK_KEY, customerId));
  }
});

it('signs with HMAC-SHA256 of the id, in base64url (the vector of docs/insurer-api.md)', () => {
  expect(loyaltyLinkSignature('sandbox-loyalty-link-key-known-to-everyone', 'LC-1001')).toBe(
    'NwUH5TwLx4FZNtloNIHdFSdg6ohtO2CxGv63pOkQCTU',
  );
  expect(loyaltyLinkSignature('another-key-of-the-loyalty-programme!', 'LC-1001')).not.toBe(
    'NwUH5TwLx4FZNtloNIHdFSdg6ohtO2CxGv63pOkQCTU',
  );
});

it('is what the README lists', async () => {
  const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  const links = (await t.get('/sandbox/loyalty/links', { token: null })).body.data as { query: string }[];
  for (const { query } of links) expect(readme).toContain(`?${query}`);
});
