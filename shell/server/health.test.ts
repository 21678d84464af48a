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
    const none = await shopServer(insurer.url, { remotesFile: '/nonexistent/remotes.json' });
    const noRecord = await none.inject({ method: 'GET', url: '/readyz' });
    expect(noRecord.statusCode).toBe(503);
    expect(noRecord.json()).toMatchObject({ status: 'no release record', insurer: 'reachable', record: 'none' });
    await none.close();

    const { remotesFile } = shellDist();
    const shop = await shopServer(insurer.url, { remotesFile });
    expect((await shop.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
      record: 'readable',
    });
    expect((await shop.inject({ method: 'GET', url: '/remotes.json' })).json().points.manifest).toBe(
      REGISTRY.points.manifest,
    );
    rmSync(remotesFile);
    const stale = await shop.inject({ method: 'GET', url: '/readyz' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().record).toMatch(/^unreadable since \d{4}-.*: serving the last registry read$/);
    await shop.close();
    await insurer.close();
  });
});
