import type { FastifyInstance } from 'fastify';
import { serverTime } from './kyivTime';

export function timeRoutes(app: FastifyInstance, now: () => Date): void {
  app.get('/serverTime', async () => ({ data: serverTime(now()) }));
}
