/** @jest-environment node */
import { rmSync } from 'node:fs';
import { fakeInsurer, REGISTRY, shopServer, shellDist } from './testing';

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

describe('readiness and the release record', () => {
  const serverTime = { 'GET /serverTime': { body: { data: { now: '2026-11-23T10:00:00+02:00' } } } };

  it('is not ready without a registry to serve, and stays ready, saying so, on the last one when the record goes', async () => {
    const insurer = await fakeInsurer(serverTime);
    const none = await shopServer(insurer.url, { registryFile: '/nonexistent/registry.json' });
    const noRecord = await none.inject({ method: 'GET', url: '/readyz' });
    expect(noRecord.statusCode).toBe(503);
    expect(noRecord.json()).toMatchObject({ status: 'no release record', insurer: 'reachable', record: 'none' });
    await none.close();

    const { registryFile } = shellDist();
    const shop = await shopServer(insurer.url, { registryFile });
    expect((await shop.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
      record: 'readable',
    });
    expect((await shop.inject({ method: 'GET', url: '/registry.json' })).json().points.manifest).toBe(
      REGISTRY.points.manifest,
    );
    rmSync(registryFile);
    const stale = await shop.inject({ method: 'GET', url: '/readyz' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().record).toMatch(/^unreadable since \d{4}-.*: serving the last registry read$/);
    await shop.close();
    await insurer.close();
  });
});

describe('health while the shop sheds load', () => {
  it('stays alive, and is not ready, while the loop is too slow to serve buyers', async () => {
    const insurer = await fakeInsurer({ 'GET /serverTime': { body: { data: { now: '2026-11-23T10:00:00+02:00' } } } });
    const shop = await shopServer(insurer.url, { maxEventLoopDelayMs: 5 });
    try {
      await shop.ready();
      // A stall of 1.5 s: the check's next reading of the loop, its mean delay since the last (at most a second, about
      // 100 samples of 10 ms), is past 5 ms wherever the stall falls.
      const stalledUntil = Date.now() + 1500;
      while (Date.now() < stalledUntil);
      for (let waited = 0; !shop.isUnderPressure() && waited < 3000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const [alive, ready] = await Promise.all([
        shop.inject({ method: 'GET', url: '/healthz' }),
        shop.inject({ method: 'GET', url: '/readyz' }),
      ]);
      expect(shop.isUnderPressure()).toBe(true);
      expect(alive.statusCode).toBe(200);
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('10');
    } finally {
      await shop.close();
      await insurer.close();
    }
  });
});
