/** @jest-environment node */
import Fastify from 'fastify';
import { installErrorHandling } from './errors';
import { STORE_UNAVAILABLE_ANSWER, unlessUnavailable } from './store/storeUnavailable';

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
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown non-error is what is tested
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

  it('answers a 503 that says when to come back (the shop shedding load) with its message and the wait, not as a failure', async () => {
    const app = await failingWith(() => {
      throw Object.assign(new Error('Busy'), { statusCode: 503, retryAfterSeconds: 10 });
    });
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: 'Busy', retryAfterSeconds: 10 });
    expect(answer.headers['retry-after']).toBe('10');
    await app.close();
  });

  it('answers a shared store that cannot be reached with 503 STORE_UNAVAILABLE and its wait, not as a failure', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/fails', () => unlessUnavailable(Promise.reject(new Error('Connection is closed.'))));
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual(STORE_UNAVAILABLE_ANSWER);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['cache-control']).toBe('no-store');
    await app.close();
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
