// Load shedding (docs/shop-server.md, MAX_EVENT_LOOP_DELAY_MS): while the event loop is slower than the limit,
// @fastify/under-pressure refuses each request before any work is done on it, instead of queueing buyers behind it.
// Nothing failed: the refusal says the shop is busy and when to come back (errors.ts answers it as such), and one
// warning is logged, without a stack, which per refused request would add to the load being shed. A route may let
// itself through (liveness, health.ts).
import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const BUSY = Object.assign(new Error('The shop is busy, try again in a few seconds'), {
  statusCode: 503,
  retryAfterSeconds: 10,
});

/** under-pressure's handler refuses with a rejected promise. */
function refuseWhileBusy(request: FastifyRequest) {
  request.log.warn('load shed: the event loop is slower than MAX_EVENT_LOOP_DELAY_MS');
  return Promise.reject(BUSY);
}

/** Registers under-pressure on `app` itself (it is a fastify-plugin), so it refuses before every route. */
export const installLoadShedding = (app: FastifyInstance, maxEventLoopDelayMs: number) =>
  app.register(fastifyUnderPressure, { maxEventLoopDelay: maxEventLoopDelayMs, pressureHandler: refuseWhileBusy });
