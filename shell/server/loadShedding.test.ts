/** @jest-environment node */
import Fastify from 'fastify';
import { installErrorHandling } from './errors';
import { installLoadShedding } from './loadShedding';

describe('a request refused while the shop sheds load (MAX_EVENT_LOOP_DELAY_MS)', () => {
  it('answers 503 saying the shop is busy, with the wait, logged as a warning without a stack', async () => {
    const lines: { level: number; msg: string; err?: unknown }[] = [];
    const app = Fastify({
      logger: { stream: { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) } },
    });
    installErrorHandling(app);
    await installLoadShedding(app, 5);
    app.get('/', async () => 'served');
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      // A stall of 1.5 s: the check's next reading of the loop, its mean delay since the last (at most a second, about
      // 100 samples of 10 ms), is past 5 ms wherever the stall falls.
      const stalledUntil = Date.now() + 1500;
      while (Date.now() < stalledUntil);
      for (let waited = 0; !app.isUnderPressure() && waited < 3000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const answer = await app.inject({ method: 'GET', url: '/' });
      expect(app.isUnderPressure()).toBe(true);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: 'The shop is busy, try again in a few seconds', retryAfterSeconds: 10 });
      expect(answer.headers['retry-after']).toBe('10');
      expect(answer.headers['cache-control']).toBe('no-store');
      const logged = lines.filter((line) => line.msg.startsWith('load shed') || line.level >= 50);
      expect(logged).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/^load shed/) })]);
      expect(logged[0]?.err).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
