// A limit per client address and window on a request of one kind, counted in the rate-limit plugin's store (Redis
// when the replicas share one). A store that cannot be reached refuses the request with 503 STORE_UNAVAILABLE, as every
// limited call does (docs/shop-server.md, section 3): the limits fail closed, and clearly, never with a 500.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STORE_UNAVAILABLE_ANSWER, StoreUnavailable } from '../store/storeUnavailable';

export const TOO_MANY = 'Too many attempts, try again later';

/** A refusal until a time: its wait in the body and in Retry-After, which the browser waits before it asks again. */
export const refuseFor = (reply: FastifyReply, status: number, body: { message: string; retryAfterSeconds: number }) =>
  reply
    .code(status)
    .header('retry-after', String(body.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(body);

/** The refusal of a call whose limits or notes cannot be read: the page keeps what the buyer typed and offers a retry. */
export const refuseWithoutStore = (reply: FastifyReply) => refuseFor(reply, 503, STORE_UNAVAILABLE_ANSWER);

/** The 429 past a limit: its wait in the body and in Retry-After (the error handler writes the header). */
const tooManyAttempts = (_request: FastifyRequest, context: { ttl: number }) => ({
  statusCode: 429,
  message: TOO_MANY,
  retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
});

/**
 * An onRequest hook that counts requests by the rate limit's options (its key, its size and its window), answers 429
 * past its size, and 503 STORE_UNAVAILABLE when the store cannot be reached.
 */
export function failingClosedLimit(app: FastifyInstance, limit: Parameters<FastifyInstance['rateLimit']>[0]) {
  const count = app.rateLimit({ errorResponseBuilder: tooManyAttempts, ...limit });
  // Past the limit it throws its own 429; anything else is its store failing, which the error handler answers.
  return (request: FastifyRequest, reply: FastifyReply) =>
    count.call(app, request, reply).catch((error: unknown) => {
      throw (error as { statusCode?: unknown }).statusCode === 429
        ? error
        : new StoreUnavailable("The limits' store cannot be reached", { cause: error });
    });
}

/** Requests of `kind` per client address and window (a minute unless given), at most `max`. */
export const perClientLimit = (app: FastifyInstance, kind: string, max: number, timeWindow = 60_000) =>
  failingClosedLimit(app, { timeWindow, max, keyGenerator: (request) => `${kind} ${normalizeIP(request.ip)}` });
