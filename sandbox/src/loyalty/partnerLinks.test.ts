// GET /sandbox/loyalty/links: fresh signed partner links of the seeded customers, as sandbox/README.md says.
import { startSandbox, type TestSandbox } from '../testing/harness';
import { LOYALTY_CUSTOMERS } from './data/customers';
import { DEV_LOYALTY_LINK_KEY, loyaltyLinkSignature } from './partnerLinks';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

it('issues a link for every seeded customer, proving it for an hour, without the partner token', async () => {
  const asked = Date.now() / 1000;
  const answer = await t.get('/sandbox/loyalty/links', { token: null });
  expect(answer.status).toBe(200);
  const links = answer.body.data as { customerId: string; query: string }[];
  expect(links.map((link) => link.customerId)).toEqual(LOYALTY_CUSTOMERS.map((c) => c.id));
  for (const { customerId, query } of links) {
    const params = new URLSearchParams(query);
    const until = Number(params.get('loyalty_until'));
    expect(Number.isInteger(until)).toBe(true);
    expect(until - asked).toBeGreaterThan(3598);
    expect(until - asked).toBeLessThanOrEqual(3600);
    expect(params.get('loyalty_id')).toBe(customerId);
    expect(params.get('loyalty_sig')).toBe(loyaltyLinkSignature(DEV_LOYALTY_LINK_KEY, customerId, until));
  }
});

it('signs with HMAC-SHA256 of "<id>.<until>", in base64url (the vector of docs/insurer-api.md)', () => {
  expect(loyaltyLinkSignature('sandbox-loyalty-link-key-known-to-everyone', 'LC-1001', 1796342400)).toBe(
    '4_z6zJcvmPVvV5DkbNC5gAhlCOeKGDDDpMKZ6KkVX2o',
  );
  expect(loyaltyLinkSignature('sandbox-loyalty-link-key-known-to-everyone', 'LC-1001', 1796342401)).not.toBe(
    '4_z6zJcvmPVvV5DkbNC5gAhlCOeKGDDDpMKZ6KkVX2o',
  );
  expect(loyaltyLinkSignature('another-key-of-the-loyalty-programme!', 'LC-1001', 1796342400)).not.toBe(
    '4_z6zJcvmPVvV5DkbNC5gAhlCOeKGDDDpMKZ6KkVX2o',
  );
});
