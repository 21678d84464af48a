import type { FastifyError, FastifyInstance } from 'fastify';
import { refuseFor, refuseWithoutStore } from './limits/clientLimit';
import { StoreUnavailable } from './store/storeUnavailable';

interface Refusal extends Partial<FastifyError> {
  message: string;
  retryAfterSeconds?: number;
}

/**
 * Every failure of the server answers JSON with a message and never a stack trace: the buyer's page shows its own
 * text for each status (413 too large, 429 too many attempts with the wait, 5xx server error). A refusal that says
 * when to come back (429, or 503 with its wait: the shop shedding load) is no failure of the server: its own message
 * and the wait, and no error logged. Nor is a shared store that cannot be reached: the call is refused as the limits
 * refuse then, 503 STORE_UNAVAILABLE (docs/shop-server.md, section 3).
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: Refusal, request, reply) => {
    if (error instanceof StoreUnavailable) {
      request.log.warn({ err: error.cause }, 'the shared store cannot be reached');
      return refuseWithoutStore(reply);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    reply.header('cache-control', 'no-store');
    if (status === 413) return reply.code(413).send({ message: 'The request body is too large' });
    if (status === 429 || (status === 503 && error.retryAfterSeconds !== undefined))
      return refuseFor(reply, status, { message: error.message, retryAfterSeconds: error.retryAfterSeconds ?? 60 });
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'internal error');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal error' });
  });
}
