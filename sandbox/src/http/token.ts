// The partner token check of the envelope: every insurer call needs COM-TOKEN; the sandbox-only pages do not.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const TOKEN_HEADER = 'com-token';

/** Paths a browser opens directly (hosted provider pages, outbox, receipts): no partner token there. */
const isSandboxPath = (url: string): boolean => url === '/sandbox' || url.startsWith('/sandbox/');

function tokenMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function requirePartnerToken(app: FastifyInstance, token: string): void {
  app.addHook('onRequest', async (request) => {
    if (isSandboxPath(request.url)) return;
    if (!tokenMatches(request.headers[TOKEN_HEADER], token)) {
      throw new HttpError(401, 'Invalid partner token');
    }
  });
}
