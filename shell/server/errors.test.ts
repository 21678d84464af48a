/** @jest-environment node */
import Fastify from 'fastify';
import { installErrorHandling } from './errors';

/** A server whose one route fails as `failure` says: the error handling under test, nothing else. */
async function failingWith(failure: () => never) {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/fails', async () => failure());
  await app.ready();
  return app;
}

describe('an unknown outcome of the server (rules §8: status 500)', () => {
  it('answers 500 with a message of its own, no stack trace and no cache', async () => {
    const app = await failingWith(() => {
      throw new Error('secret detail at /srv/shop/app.js:12');
    });
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: 'Internal error' });
    expect(answer.body).not.toContain('secret detail');
    expect(answer.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers a thrown value that is no error, or a status outside HTTP errors, with 500 too', async () => {
    for (const failure of [
      () => {
        throw 'a string';
      },
      () => {
        throw Object.assign(new Error('odd'), { statusCode: 302 });
      },
    ] as (() => never)[]) {
      const app = await failingWith(failure);
      const answer = await app.inject({ method: 'GET', url: '/fails' });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ message: 'Internal error' });
      await app.close();
    }
  });

  it('keeps a refusal of the request as its own 4xx', async () => {
    const app = await failingWith(() => {
      throw Object.assign(new Error('Not yours'), { statusCode: 403 });
    });
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: 'Not yours' });
    await app.close();
  });
});

describe('a request refused while the shop sheds load (MAX_EVENT_LOOP_DELAY_MS)', () => {
  it('answers 503 saying the shop is busy, logged as a warning without a stack', async () => {
    const lines: { level: number; msg: string; err?: unknown }[] = [];
    const app = Fastify({ logger: { stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
    installErrorHandling(app);
    app.get('/fails', async () => {
      throw Object.assign(new Error('Service Unavailable'), { statusCode: 503, code: 'FST_UNDER_PRESSURE' });
    });
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: 'The shop is busy, try again in a few seconds' });
    const logged = lines.filter((line) => line.msg.startsWith('load shed') || line.msg === 'internal error');
    expect(logged).toEqual([expect.objectContaining({ level: 40, msg: expect.stringMatching(/^load shed/) })]);
    expect(logged[0]?.err).toBeUndefined();
    await app.close();
  });
});
