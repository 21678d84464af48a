/** @jest-environment node */
// The limits per client that are not insurer calls (the SMS challenge, the page reports): 429 past the limit, and a
// clear 503 STORE_UNAVAILABLE, never a 500, while the store they count in (Redis) cannot be reached.
import type { FastifyInstance } from 'fastify';
import { createShopMetrics } from '../observability/metrics';
import { PAGE_REPORTS_PATH } from '../observability/pageReports';
import { fakeInsurer, shopServer } from '../testing';

const report = (remoteAddress: string) => ({
  method: 'POST' as const,
  url: PAGE_REPORTS_PATH,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ page: '/en/payment', problem: { kind: 'step_load_failed', where: 'payment' } }),
  remoteAddress,
});

describe('a limit per client', () => {
  let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
  let shop: FastifyInstance | undefined;
  beforeAll(async () => (insurer = await fakeInsurer()));
  afterEach(async () => shop?.close());
  afterAll(async () => insurer.close());

  it('answers the SMS challenge and page reports with 429 and the wait past its limit', async () => {
    const limits = { codesPerMinute: 2, loyaltyPerMinute: 2, draftsPerMinute: 2 };
    shop = await shopServer(insurer.url, { limits, pageReportsPerMinute: 2 }, { metrics: createShopMetrics() });
    const challenge = () => shop!.inject({ method: 'GET', url: '/api/smsChallenge', remoteAddress: '10.1.0.1' });
    expect([(await challenge()).statusCode, (await challenge()).statusCode]).toEqual([200, 200]);
    const refused = await challenge();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many attempts, try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client, and the page reports, count apart.
    expect((await shop.inject({ method: 'GET', url: '/api/smsChallenge', remoteAddress: '10.1.0.2' })).statusCode).toBe(
      200,
    );
    const reports = [];
    for (let i = 0; i < 3; i++) reports.push((await shop.inject(report('10.1.0.1'))).statusCode);
    expect(reports).toEqual([204, 204, 429]);
  });

  it('answers 503 STORE_UNAVAILABLE at once for the SMS challenge and page reports while Redis cannot be reached', async () => {
    shop = await shopServer(insurer.url, { redisUrl: 'redis://127.0.0.1:9' }, { metrics: createShopMetrics() });
    const started = Date.now();
    for (const asked of [
      shop.inject({ method: 'GET', url: '/api/smsChallenge', remoteAddress: '10.1.0.3' }),
      shop.inject(report('10.1.0.3')),
    ]) {
      const answer = await asked;
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ errorCode: 'STORE_UNAVAILABLE', retryAfterSeconds: 30 });
      expect(answer.headers['retry-after']).toBe('30');
    }
    expect(Date.now() - started).toBeLessThan(2000);
  }, 20_000);
});
