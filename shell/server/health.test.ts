/** @jest-environment node */
import { rmSync } from 'node:fs';
import { createShopMetrics } from './observability/metrics';
import { fakeInsurer, REGISTRY, shopServer, shellDist } from './testing';

describe('health', () => {
  it('is alive and ready whether the insurer answers or not: degraded while it does not, and its gauge says so', async () => {
    const insurer = await fakeInsurer({ 'GET /serverTime': { body: { data: { now: '2026-11-23T10:00:00+02:00' } } } });
    const upMetrics = createShopMetrics();
    const up = await shopServer(insurer.url, {}, { metrics: upMetrics });
    expect((await upMetrics.registry.getSingleMetric('shop_insurer_reachable')?.get())?.values).toEqual([
      { labels: {}, value: 1 },
    ]);
    expect(insurer.received[0]?.headers['com-token']).toBe('partner-secret');
    const alive = await up.inject({ method: 'GET', url: '/healthz' });
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'ok', insurer: 'reachable' }]);
    expect((await up.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await up.close();
    await insurer.close();

    const downMetrics = createShopMetrics();
    const down = await shopServer('http://127.0.0.1:9', {}, { metrics: downMetrics });
    // Liveness never waits on the insurer: the first answer knows nothing of it yet.
    expect((await down.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
      insurer: 'unknown',
    });
    expect((await downMetrics.registry.getSingleMetric('shop_insurer_reachable')?.get())?.values).toEqual([
      { labels: {}, value: 0 },
    ]);
    const degraded = await down.inject({ method: 'GET', url: '/healthz' });
    expect([degraded.statusCode, degraded.json()]).toEqual([200, { status: 'degraded', insurer: 'unreachable' }]);
    const ready = await down.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json<{ status: string }>().status]).toEqual([200, 'ready']);
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
    expect(noRecord.json()).toEqual({ status: 'no release record', record: 'none' });
    await none.close();

    const { registryFile } = shellDist();
    const shop = await shopServer(insurer.url, { registryFile });
    expect((await shop.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
      record: 'readable',
    });
    expect(
      (await shop.inject({ method: 'GET', url: '/registry.json' })).json<{ points: { manifest: string } }>().points
        .manifest,
    ).toBe(REGISTRY.points.manifest);
    rmSync(registryFile);
    const stale = await shop.inject({ method: 'GET', url: '/readyz' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<{ record: string }>().record).toMatch(
      /^unreadable since \d{4}-.*: serving the last registry read$/,
    );
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
