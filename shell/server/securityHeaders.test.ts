/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { fakeInsurer, shopServer } from './testing';

// Each middleware helmet builds, counted: the shop builds one for its whole life, not one per request.
const mockBuilt: unknown[] = [];
jest.mock('helmet', () => {
  const helmet = jest.requireActual('helmet');
  const counted = (options: unknown) => {
    mockBuilt.push(options);
    return helmet(options);
  };
  return { __esModule: true, default: counted };
});

describe('the security headers', () => {
  let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
  let shop: FastifyInstance;
  beforeAll(async () => {
    insurer = await fakeInsurer({
      'GET /serverTime': { status: 200, body: { data: { now: '2026-11-27T10:00:00Z' } } },
    });
    shop = await shopServer(insurer.url);
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });

  it.each([
    ['a page', '/'],
    ['a forwarded call', '/api/serverTime'],
    ['an asset', '/main.0123456789.js'],
    ['an unknown address', '/no/such/page'],
  ])('are on %s', async (_what, url) => {
    const answer = await shop.inject({ method: 'GET', url });
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(answer.headers).not.toHaveProperty('x-powered-by');
    expect(answer.headers).not.toHaveProperty('strict-transport-security');
  });

  it('come from one middleware built when the server started, whatever the requests', async () => {
    for (let i = 0; i < 3; i++) await shop.inject({ method: 'GET', url: '/api/serverTime' });
    expect(mockBuilt).toHaveLength(1);
  });
});
