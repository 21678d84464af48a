import type { FastifyError, FastifyInstance } from 'fastify';

interface Refusal extends Partial<FastifyError> {
  retryAfterSeconds?: number;
}

/**
 * Every failure of the server answers JSON with a message and never a stack trace: the buyer's page shows its own
 * text for each status (413 too large, 429 too many attempts with the wait, 5xx server error).
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: Refusal, request, reply) => {
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    reply.header('cache-control', 'no-store');
    if (status === 413) return reply.code(413).send({ message: 'The request body is too large' });
    if (status === 429) {
      const retryAfterSeconds = error.retryAfterSeconds ?? 60;
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .send({ message: error.message, retryAfterSeconds });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    // Load shed by @fastify/under-pressure (app.ts, MAX_EVENT_LOOP_DELAY_MS), which set Retry-After: nothing failed,
    // and a stack logged per refused request would add to the load it sheds.
    if (error.code === 'FST_UNDER_PRESSURE') {
      request.log.warn('load shed: the event loop is slower than MAX_EVENT_LOOP_DELAY_MS');
      return reply.code(503).send({ message: 'The shop is busy, try again in a few seconds' });
    }
    request.log.error({ err: error }, 'internal error');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal error' });
  });
}
