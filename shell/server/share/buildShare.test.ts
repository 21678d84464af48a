/** @jest-environment node */
// The shop server gives each buyer one build of a step that shares its buyers between two (docs/step-release.md,
// "share"), and the buyer's pages keep it: its page config, its routes (200/404) and its page cache.
import { utimesSync, writeFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildShopServer } from '../app';
import { readServerConfig } from '../config';
import { createShopMetrics, type ShopMetrics } from '../observability/metrics';
import { serializeSession, withContract } from '../session/buyerSession';
import { cookieSealer } from '../session/sealedCookie';
import {
  COMPANY,
  fakeInsurer,
  REGISTRY,
  registryEditSeen,
  SECRET,
  servedManifests,
  sessionCookieOf,
  shellDist,
} from '../testing';

const NEXT = 'http://127.0.0.1:9104/1.1.0+next/mf-manifest.json';
// The trial build also serves a page the main build does not have.
const nextPoints = {
  ...REGISTRY.points,
  manifest: NEXT,
  routes: [
    ...REGISTRY.points.routes,
    {
      page: 'pointsHistory',
      path: '/pointsHistory',
      layout: 'default',
      step: 'points',
      title: { uk: 'Історія', en: 'History' },
    },
  ],
};
const sharing = (share: number) => ({ ...REGISTRY, points: { ...REGISTRY.points, trial: { ...nextPoints, share } } });

const pageConfig = (answer: LightMyRequestResponse) =>
  JSON.parse(/id="shop-config">(.*?)<\/script>/s.exec(answer.body)?.[1] ?? '{}') as {
    remotes: Record<string, { manifest: string; trial?: unknown }>;
  };
const pointsBuild = (answer: LightMyRequestResponse): string => pageConfig(answer).remotes.points?.manifest ?? '';

describe('a step shared between two builds', () => {
  let shop: FastifyInstance;
  let metrics: ShopMetrics;
  let release: (registry: unknown) => Promise<void>;
  let close: () => Promise<void>;
  // The draws the server makes, in order: each buyer's first page takes one.
  const drawn: number[] = [];

  beforeEach(async () => {
    drawn.length = 0;
    const insurer = await fakeInsurer();
    const { dist, registryFile } = shellDist();
    writeFileSync(registryFile, JSON.stringify(sharing(50)));
    const config = {
      ...readServerConfig({ SESSION_SECRET: SECRET }, dist),
      distDir: dist,
      registryFile,
      insurerApiUrl: insurer.url,
      maxEventLoopDelayMs: 0,
    };
    metrics = createShopMetrics();
    shop = await buildShopServer(config, COMPANY, {
      draw: () => drawn.shift() ?? 0.5,
      metrics,
      fetchManifest: servedManifests(registryFile),
    });
    let time = Date.now();
    release = async (registry) => {
      writeFileSync(registryFile, JSON.stringify(registry));
      time += 5000;
      utimesSync(registryFile, new Date(time), new Date(time));
      await registryEditSeen();
    };
    close = async () => {
      await shop.close();
      await insurer.close();
    };
  });
  afterEach(() => close());

  const get = (url: string, cookie?: string) => shop.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** A new buyer's first page, with the draw it gets. */
  async function newBuyer(draw: number, url = '/en/points') {
    drawn.push(draw);
    const first = await get(url);
    return { first, cookie: sessionCookieOf(first) };
  }

  it("gives a buyer one build by the share's draw, and only that build, in the page and its routes", async () => {
    const onTrial = await newBuyer(0.2);
    const onMain = await newBuyer(0.7);
    expect(pointsBuild(onTrial.first)).toBe(NEXT);
    expect(pageConfig(onTrial.first).remotes.points?.trial).toBeUndefined();
    expect(pointsBuild(onMain.first)).toBe(REGISTRY.points.manifest);
    expect((await get('/en/pointsHistory', onTrial.cookie)).statusCode).toBe(200);
    expect((await get('/en/pointsHistory', onMain.cookie)).statusCode).toBe(404);
  });

  it('keeps the build through reloads and the other language, with no new draw and no new cookie', async () => {
    const { cookie } = await newBuyer(0.2);
    drawn.push(0.9, 0.9, 0.9);
    for (const url of ['/en/points', '/points', '/en/contract']) {
      const again = await get(url, cookie);
      expect(pointsBuild(again)).toBe(NEXT);
      expect(again.cookies).toEqual([]);
    }
    expect(drawn).toHaveLength(3);
  });

  it('keeps a buyer on the build it has when the share changes either way, and moves it only when its build leaves', async () => {
    const trial = await newBuyer(0.2);
    const main = await newBuyer(0.7);
    await release(sharing(0));
    expect(pointsBuild(await get('/en/points', trial.cookie))).toBe(NEXT);
    await release(sharing(100));
    expect(pointsBuild(await get('/en/points', main.cookie))).toBe(REGISTRY.points.manifest);
    // A release without a share: one build for everyone, from each buyer's next page.
    await release(REGISTRY);
    expect(pointsBuild(await get('/en/points', trial.cookie))).toBe(REGISTRY.points.manifest);
  });

  it('gives the main builds to a buyer whose journey began before the share did (a contract, no builds kept)', async () => {
    await release(REGISTRY);
    const before = await get('/en/points');
    expect(before.cookies).toEqual([]);
    const sealed = cookieSealer([SECRET]).seal(
      serializeSession(
        withContract(
          { contracts: [], seenAt: Math.floor(Date.now() / 1000) },
          { id: 5, number: 'GC00000005', savedAt: Math.floor(Date.now() / 1000) },
        ),
      ),
    );
    await release(sharing(100));
    expect(pointsBuild(await get('/en/points', `gc_session=${sealed}`))).toBe(REGISTRY.points.manifest);
    drawn.push(0.99);
    expect(pointsBuild(await get('/en/points'))).toBe(NEXT);
  });

  it('counts the buyers given each build and the pages each build ran', async () => {
    await newBuyer(0.2);
    const { cookie } = await newBuyer(0.7);
    await get('/en/points', cookie);
    await get('/en/contract', cookie);
    const counted = (await metrics.stepBuilds.get()).values
      .filter(({ labels }) => labels.step === 'points')
      .map(({ labels, value }) => [labels.event, labels.build, value])
      .sort();
    // The main build's manifest URL names no version folder in the test registry: its build is "unknown".
    expect(counted).toEqual([
      ['given', '1.1.0+next', 1],
      ['given', 'unknown', 1],
      ['page', '1.1.0+next', 1],
      ['page', 'unknown', 2],
    ]);
  });
});
