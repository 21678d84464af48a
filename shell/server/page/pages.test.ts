/** @jest-environment node */
import { createHash } from 'node:crypto';
import { utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readServerConfig, type ShellServerConfig } from '../config';
import {
  ASSET,
  BUILD_HASH,
  fakeInsurer,
  loyaltyLink,
  REGISTRY,
  registryEditSeen,
  SECRET,
  servedManifests,
  shellDist,
  shopServer,
  TEMPLATE,
} from '../testing';
import { buildShopServer } from '../app';

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

describe('the page', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  beforeAll(async () => {
    insurer = await fakeInsurer();
    shop = await shopServer(insurer.url);
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.inject({ method: 'GET', url, headers });

  it('serves known routes with 200 and unknown ones with 404, both as the page', async () => {
    expect((await get('/en/payment')).statusCode).toBe(200);
    const missing = await get('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('id="shop-config"');
  });

  it("gives the page each step's build, its entry's hash, pages and journey, and none of the calls only the server reads", async () => {
    const page = (await get('/')).body;
    const config = JSON.parse(
      /<script type="application\/json" id="shop-config">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}',
    ) as {
      remotes: Record<string, object>;
    };
    for (const [step, build] of Object.entries(config.remotes))
      expect({ step, fields: Object.keys(build).sort() }).toEqual({
        step,
        fields: ['integrity', 'journey', 'manifest', 'routes'],
      });
  });

  it('never serves the template itself, however its name is written', async () => {
    for (const url of ['/index.html', '/index.htm%6c', '/%69ndex.html', '/INDEX.HTML']) {
      const answer = await get(url);
      expect(answer.body).not.toBe(TEMPLATE);
      expect(answer.body).toContain('id="shop-config"');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends security headers with the page, allowing the remotes origins for scripts', async () => {
    const page = await get('/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:9001 /);
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses a page once and sends the same bytes to every browser that accepts it', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<html lang="uk"');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get('/', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
    expect((await get('/', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('serves assets from their build-time compressed copies and keeps source maps private', async () => {
    const asset = await get('/main.0123456789.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(ASSET);
    expect(asset.headers['cache-control']).toContain('immutable');
    const hashedEntry = await get(`/main.js?${BUILD_HASH}`);
    expect(hashedEntry.body).toBe(ASSET);
    expect(hashedEntry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Another build's hash, or none: the entry may have changed, so it is revalidated.
    for (const url of ['/main.js?ffffffffffffffffffff', '/main.js']) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
    const map = await get('/main.0123456789.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it("turns a provider's form POST return into a GET of the same page, the address's own fields first", async () => {
    const answer = await shop.inject({
      method: 'POST',
      url: '/en/portmoneCallBack?contract_id=41',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SHOPORDERNUMBER=GC00000041-1&SHOPBILLID=55&RESULT=0&contract_id=42',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      '/en/portmoneCallBack?contract_id=41&SHOPORDERNUMBER=GC00000041-1&SHOPBILLID=55&RESULT=0',
    );
    const bare = await shop.inject({
      method: 'POST',
      url: '/easyPayCallBack',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(bare.headers.location).toBe('/easyPayCallBack');
  });

  it('answers 413 to an oversized provider return, and 405 to other methods on pages', async () => {
    const big = await shop.inject({
      method: 'POST',
      url: '/portmoneCallBack',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `RESULT=${'x'.repeat(5 * 1024 * 1024)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.body).not.toMatch(/at .*\.js/);
    expect((await shop.inject({ method: 'DELETE', url: '/' })).statusCode).toBe(405);
    expect(
      (
        await shop.inject({
          method: 'POST',
          url: '/contract',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        })
      ).statusCode,
    ).toBe(405);
    for (const url of ['/', '/nowhere', '/main.0123456789.js']) {
      const refused = await shop.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":1}',
      });
      expect(refused.statusCode).toBe(405);
      expect(refused.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('the page of a deployment', () => {
  async function deployment(
    overrides: Partial<ShellServerConfig> = {},
    logger?: NodeJS.WritableStream,
    network: (steps: typeof fetch) => typeof fetch = (steps) => steps,
  ) {
    const insurer = await fakeInsurer();
    const { dist, registryFile } = shellDist();
    const config = {
      ...readServerConfig({ SESSION_SECRET: SECRET }, dist),
      distDir: dist,
      registryFile,
      insurerApiUrl: insurer.url,
      // The loaded test machine stalls the loop for a second at times: this shop sheds no load (loadShedding.test.ts).
      maxEventLoopDelayMs: 0,
      ...overrides,
    };
    const shop = await buildShopServer(
      config,
      { id: 7, name: 'Insurer', supportPhones: [], chats: {} },
      { fetchManifest: network(servedManifests(registryFile)), ...(logger ? { logger } : {}) },
    );
    // A release: the registry file is rewritten (its time moved on, as a later write's would be), and the shop's
    // watch sees it.
    const release = async (registry: unknown) => {
      writeFileSync(registryFile, JSON.stringify(registry));
      const later = new Date(Date.now() + 5000);
      utimesSync(registryFile, later, later);
      await registryEditSeen();
    };
    const close = async () => {
      await shop.close();
      await insurer.close();
    };
    return { shop, release, close };
  }

  it('picks up a registry edit without a restart', async () => {
    const { shop, release, close } = await deployment();
    // Its release pinned none: the page gets the hash of the container script its judge read.
    expect(
      (await shop.inject({ method: 'GET', url: '/registry.json' })).json<{ calculator: unknown }>().calculator,
    ).toEqual({
      ...REGISTRY.calculator,
      integrity: `sha384-${createHash('sha384').update('var greencard_calculator;').digest('base64')}`,
    });
    await release({
      ...REGISTRY,
      calculator: { ...REGISTRY.calculator, manifest: 'http://127.0.0.1:9999/mf-manifest.json' },
    });
    expect(
      (await shop.inject({ method: 'GET', url: '/registry.json' })).json<{ calculator: { manifest: string } }>()
        .calculator.manifest,
    ).toBe('http://127.0.0.1:9999/mf-manifest.json');
    const page = await shop.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain('http://127.0.0.1:9999');
    await close();
  });

  it('serves a provider return page that a new payment build adds, by GET and by form POST, once the registry points at it', async () => {
    const { shop, release, close } = await deployment();
    const post = (url: string) =>
      shop.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'status=ok&contract_id=9',
      });
    expect((await shop.inject({ method: 'GET', url: '/en/newPayCallBack' })).statusCode).toBe(404);
    expect((await post('/en/newPayCallBack?contract_id=41')).statusCode).toBe(405);

    const newReturn = {
      page: 'newPayReturn',
      path: '/newPayCallBack',
      layout: 'provider',
      providerReturn: true,
      title: { uk: 'Повернення з NewPay', en: 'Back from NewPay' },
    };
    const next = {
      ...REGISTRY.payment,
      manifest: 'http://127.0.0.1:9105/mf-manifest.json',
      routes: [...REGISTRY.payment.routes, newReturn],
    };
    await release({ ...REGISTRY, payment: next });

    const page = await shop.inject({ method: 'GET', url: '/en/newPayCallBack' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Back from NewPay</title>');
    expect(page.body).toContain('http://127.0.0.1:9105/mf-manifest.json');
    expect((await shop.inject({ method: 'GET', url: '/newPayCallBack' })).body).toContain(
      '<title>Повернення з NewPay</title>',
    );
    const back = await post('/en/newPayCallBack?contract_id=41');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/en/newPayCallBack?contract_id=41&status=ok');
    expect((await post('/newPayCallBack')).headers.location).toBe('/newPayCallBack?status=ok&contract_id=9');

    // Rolled back: the page is gone again, and so is its POST.
    await release(REGISTRY);
    expect((await shop.inject({ method: 'GET', url: '/newPayCallBack' })).statusCode).toBe(404);
    expect((await post('/newPayCallBack')).statusCode).toBe(405);
    await close();
  });

  it("announces the step's files unless the buyer saves data or the browser rates the connection 3g or slower", async () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './app', assets: { js: { sync: ['app.0123456789.js'] }, css: { sync: [] } } }],
    };
    const remote = createServer((_request, response) => response.end(JSON.stringify(manifest)));
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const manifestUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json`;
    const { shop, release, close } = await deployment();
    await release({ ...REGISTRY, contract: { ...REGISTRY.contract, manifest: manifestUrl } });
    const page = (headers: Record<string, string> = {}) => shop.inject({ method: 'GET', url: '/en/contract', headers });
    const hinted = await page();
    expect(hinted.body).toContain(
      `<link rel="preload" as="script" href="${manifestUrl.replace('mf-manifest.json', 'remoteEntry.js')}" crossorigin>`,
    );
    expect(hinted.headers.vary).toBe('Accept-Encoding, Cookie, Save-Data, ECT');
    expect(hinted.headers['accept-ch']).toBe('ECT');

    for (const headers of [{ 'save-data': 'on' }, { ect: '3g' }] as Record<string, string>[]) {
      const plain = await page(headers);
      expect(plain.body).not.toContain('rel="preload"');
      expect(plain.headers.etag).not.toBe(hinted.headers.etag);
      // Each kept apart in the page cache: a browser that sent neither still gets the hints.
      expect((await page({ 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(200);
      expect((await page()).body).toContain('rel="preload"');
    }
    await close();
    await new Promise((resolve) => remote.close(resolve));
  });

  it("reads a step's build files for the page where the server reaches them (REMOTE_SERVER_ORIGINS), as its judge does", async () => {
    // In compose the registry names http://localhost:8082, which only buyers reach; the shop reaches mf-contract:8080.
    const [buyers, server] = ['http://localhost:8082', 'http://mf-contract.internal:8080'];
    const asked: string[] = [];
    const { shop, release, close } = await deployment(
      { serverOrigins: new Map([[buyers, server]]) },
      undefined,
      (steps) => (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        asked.push(new URL(url).origin);
        return steps(url.startsWith(server) ? buyers + url.slice(server.length) : input, init);
      },
    );
    const manifest = `${buyers}/1.0.0+a/mf-manifest.json`;
    await release({ ...REGISTRY, contract: { ...REGISTRY.contract, manifest } });
    const page = await shop.inject({ method: 'GET', url: '/en/contract' });
    expect(page.body).toContain(`<link rel="preload" as="script" href="${buyers}/1.0.0+a/remoteEntry.js" crossorigin>`);
    expect(asked).toContain(server);
    expect(asked).not.toContain(buyers);
    await close();
  });

  it('keeps serving the last good registry when a release makes two steps claim one path, and logs why as JSON', async () => {
    const lines: string[] = [];
    const logs = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const { shop, release, close } = await deployment({}, logs);
    expect((await shop.inject({ method: 'GET', url: '/en/fail' })).statusCode).toBe(200);
    const fail = REGISTRY.payment.routes.find((route) => route.path === '/fail');
    await release({
      ...REGISTRY,
      contract: { ...REGISTRY.contract, routes: [...REGISTRY.contract.routes, { ...fail, page: 'fail' }] },
    });
    const page = await shop.inject({ method: 'GET', url: '/en/fail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Failed to pay</title>');
    await close();
    const said = lines.flatMap((line) => line.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as object);
    expect(said).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: expect.stringContaining('"/fail" is claimed by both "contract" and "payment"'),
      }),
    );
  });

  it('allows scripts from the test build origins only when they are configured, and tells the page', async () => {
    const { shop, close } = await deployment({ overrideOrigins: ['https://builds.example.com'] });
    const page = await shop.inject({ method: 'GET', url: '/en' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /script-src 'self' [^;]*https:\/\/builds\.example\.com/,
    );
    // A team's dev server sends its live updates on a WebSocket of its origin (docs/dev-loop.md).
    expect(String(page.headers['content-security-policy'])).toMatch(
      /connect-src 'self' [^;]*wss:\/\/builds\.example\.com/,
    );
    const config = JSON.parse(/id="shop-config">(.*)<\/script>/.exec(page.body)?.[1] ?? '{}') as {
      overrideOrigins: string[];
    };
    expect(config.overrideOrigins).toEqual(['https://builds.example.com']);
    await close();

    const plain = await deployment();
    const answer = await plain.shop.inject({ method: 'GET', url: '/en' });
    expect(answer.headers['content-security-policy']).not.toContain('builds.example.com');
    expect(
      (JSON.parse(/id="shop-config">(.*)<\/script>/.exec(answer.body)?.[1] ?? '{}') as { overrideOrigins: string[] })
        .overrideOrigins,
    ).toEqual([]);
    await plain.close();
  });

  it('behind TLS: HSTS and a Secure __Host- session cookie', async () => {
    const insurer = await fakeInsurer();
    const shop = await shopServer(insurer.url, { behindTls: true });
    const page = await shop.inject({ method: 'GET', url: loyaltyLink('LC-1001') });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(page.cookies[0]).toMatchObject({
      name: '__Host-gc_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    await shop.close();
    await insurer.close();
  });
});

describe('the chosen language', () => {
  it('sends an address without a prefix to its English page when the buyer chose English, keeping the query', async () => {
    const insurer = await fakeInsurer();
    const shop = await shopServer(insurer.url);
    const chosen = await shop.inject({ method: 'GET', url: '/contract?x=1', headers: { cookie: 'locale=en' } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/en/contract?x=1');
    expect(String(chosen.headers.vary)).toContain('Cookie');
    expect((await shop.inject({ method: 'GET', url: '/contract', headers: { cookie: 'locale=uk' } })).statusCode).toBe(
      200,
    );
    expect(
      (await shop.inject({ method: 'GET', url: '/en/contract', headers: { cookie: 'locale=en' } })).statusCode,
    ).toBe(200);
    await shop.close();
    await insurer.close();
  });
});
