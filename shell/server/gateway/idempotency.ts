// The browser's idempotency key of an attempt (a draft, a payment), as the insurer gets it: bound to the buyer's
// session, so that a key seen or guessed elsewhere names nothing of this session at the insurer, and one session's
// retry is never answered with another session's draft (docs/shop-server.md, section 1; docs/insurer-api.md).
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { StepCall } from '@greencard/step-contract';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The 425 that gives a browser without a session its session before a keyed call goes on; the page repeats the call. */
export const SESSION_STARTED = 'SESSION_STARTED';

/** What a browser may send: a UUID, or any random token of URL-safe characters. */
const BROWSER_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The key to forward for the browser's header: undefined when it sent none (the call goes on without one),
 * false when what it sent is no key.
 */
export function idempotencyKeyOf(
  header: string | string[] | undefined,
  sessionId: string,
  secret: string,
): string | undefined | false {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !BROWSER_KEY.test(header)) return false;
  return createHmac('sha256', secret).update(`idempotency\n${sessionId}\n${header}`).digest('base64url');
}

/**
 * Whether the call only settles the session: a keyed call from a browser without one, answered 425 with the session's
 * cookie and never forwarded. It counts against no limit, so a buyer's first draft counts once (its repeat), not twice.
 */
export const settlesSessionFirst = (call: Pick<StepCall, 'idempotent'>, request: FastifyRequest): boolean =>
  !!call.idempotent && request.headers[IDEMPOTENCY_HEADER] !== undefined && !request.buyerSession().id;
