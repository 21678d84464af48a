/** @jest-environment node */
import { fakeInsurer, shopServer } from './testing';

describe('health', () => {
  it('is alive while the insurer is down, and ready only while the insurer answers', async () => {
    const insurer = await fakeInsurer({ 'GET /serverTime': { body: { data: { now: '2026-11-23T10:00:00+02:00' } } } });
    const up = await shopServer(insurer.url);
    expect((await up.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await up.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ insurer: 'reachable' });
    expect(insurer.received[0]?.headers['com-token']).toBe('partner-secret');
    await up.close();
    await insurer.close();

    const down = await shopServer('http://127.0.0.1:9');
    expect((await down.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const notReady = await down.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ insurer: 'unreachable' });
    await down.close();
  });
});
