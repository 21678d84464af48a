/** @jest-environment node */
// A server whose first registry is refused has no good one to keep: it serves no step and says it is not ready, until
// an edit is judged good (docs/step-release.md, "What the server checks again").
import { utimesSync, writeFileSync } from 'node:fs';
import { createShopMetrics } from '../observability/metrics';
import {
  fakeInsurer,
  JOURNEY_MAJOR,
  REGISTRY,
  registryEditSeen,
  servedManifests,
  shellDist,
  shopServer,
  stepManifest,
} from '../testing';

const FOREIGN = 'http://127.0.0.1:9004/9.0.0+other/mf-manifest.json';

it('answers 503 to pages, calls and readiness while no registry was judged good, and serves the first good one', async () => {
  const insurer = await fakeInsurer({ 'GET /serverTime': { body: { data: { now: '2026-11-23T10:00:00+02:00' } } } });
  const { registryFile } = shellDist();
  writeFileSync(registryFile, JSON.stringify({ ...REGISTRY, points: { ...REGISTRY.points, manifest: FOREIGN } }));
  const served = servedManifests(registryFile);
  // The points build of the first registry was built for another journey major.
  const fetchManifest: typeof fetch = async (input, init) =>
    (input instanceof Request ? input.url : String(input)) === FOREIGN
      ? Response.json(
          stepManifest('points', {
            metaData: { greencard: { journeyMajor: JOURNEY_MAJOR + 1, version: '9.0.0', build: 'other' } },
          }),
        )
      : served(input, init);
  const metrics = createShopMetrics();
  const shop = await shopServer(insurer.url, { registryFile }, { fetchManifest, metrics });

  for (const url of ['/', '/registry.json', '/api/green/search?area=EUROPE'])
    expect((await shop.inject({ method: 'GET', url })).statusCode).toBe(503);
  const ready = await shop.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ registry: 'refused' });
  expect(await metrics.registry.getSingleMetricAsString('shop_registry_refused_total')).toContain(
    'shop_registry_refused_total{reason="build"} 1',
  );
  expect(insurer.received).toEqual([]);

  writeFileSync(registryFile, JSON.stringify(REGISTRY));
  const later = new Date(Date.now() + 5000);
  utimesSync(registryFile, later, later);
  await registryEditSeen();
  expect((await shop.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  expect((await shop.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  await shop.close();
  await insurer.close();
});
