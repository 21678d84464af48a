/** @jest-environment node */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { securityHeadersOf } from './securityHeaders';
import { fakeInsurer, shopServer } from './testing';

// Each middleware helmet builds, counted: the shop builds one for its whole life, not one per request.
const mockBuilt: unknown[] = [];
jest.mock('helmet', () => {
  const helmet = jest.requireActual<typeof import('helmet').default>('helmet');
  const counted = (options: HelmetOptions) => {
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

  const DOCUMENT_ONLY = {
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
  };

  it.each([
    ['a page', '/', true],
    ['an unknown address (the 404 page)', '/no/such/page', true],
    ['a forwarded call', '/api/serverTime', false],
    ['an asset', '/main.js', false],
    ['a refused call', '/api/no/such/call', false],
  ])('are on %s (with the document-only ones: %s)', async (_what, url, document) => {
    const answer = await shop.inject({ method: 'GET', url });
    expect(String(answer.headers['content-type']).startsWith('text/html')).toBe(document);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const [name, value] of Object.entries(DOCUMENT_ONLY))
      expect(answer.headers[name]).toBe(document ? value : undefined);
    expect(answer.headers).not.toHaveProperty('x-powered-by');
    expect(answer.headers).not.toHaveProperty('strict-transport-security');
  });

  it('come from one middleware built when the server started, whatever the requests', async () => {
    for (let i = 0; i < 3; i++) await shop.inject({ method: 'GET', url: '/api/serverTime' });
    expect(mockBuilt).toHaveLength(1);
  });

  it.each([false, true])(
    'are every header helmet itself sets on a response (behind TLS: %s), read once',
    (behindTls) => {
      const read = securityHeadersOf(behindTls);
      // What helmet's middleware, as the shop configures it, writes on a real response.
      const response = new ServerResponse(new IncomingMessage(new Socket()));
      response.setHeader('X-Powered-By', 'something');
      const helmet = jest.requireActual<typeof import('helmet')>('helmet').default;
      const options = mockBuilt[mockBuilt.length - 1] as Record<string, unknown>;
      helmet({
        ...options,
        strictTransportSecurity: behindTls ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
      })(response.req, response, () => undefined);
      expect(read).toEqual(response.getHeaders() as Record<string, string>);
      expect(Object.keys(read).length).toBeGreaterThanOrEqual(10);
      expect('strict-transport-security' in read).toBe(behindTls);
    },
  );
});
