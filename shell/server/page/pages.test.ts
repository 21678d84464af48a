/** @jest-environment node */
import { utimesSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from '../config';
import { ASSET, fakeInsurer, REGISTRY, SECRET, shellDist, shopServer, TEMPLATE } from '../testing';
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
    expect(answer.headers.location).toBe('/en/portmoneCallBack?contract_id=41&SHOPORDERNUMBER=GC00000041-1&SHOPBILLID=55&RESULT=0');
    const bare = await shop.inject({ method: 'POST', url: '/easyPayCallBack', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
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
    expect((await shop.inject({ method: 'POST', url: '/contract', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' })).statusCode).toBe(405);
  });
});

describe('the page of a deployment', () => {
  it('picks up a registry edit without a restart', async () => {
    const insurer = await fakeInsurer();
    const { dist, remotesFile } = shellDist();
    const config = { ...readServerConfig({ SESSION_SECRET: SECRET }, dist), distDir: dist, remotesFile, insurerApiUrl: insurer.url };
    const shop = await buildShopServer(config, { id: 7, name: 'Insurer', supportPhones: [], chats: {} });
    expect((await shop.inject({ method: 'GET', url: '/remotes.json' })).json().calculator).toBe(REGISTRY.calculator);
    writeFileSync(remotesFile, JSON.stringify({ ...REGISTRY, calculator: 'http://127.0.0.1:9999/mf-manifest.json' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(remotesFile, later, later);
    expect((await shop.inject({ method: 'GET', url: '/remotes.json' })).json().calculator).toBe('http://127.0.0.1:9999/mf-manifest.json');
    const page = await shop.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain('http://127.0.0.1:9999');
    await shop.close();
    await insurer.close();
  });

  it('behind TLS: HSTS and a Secure __Host- session cookie', async () => {
    const insurer = await fakeInsurer();
    const shop = await shopServer(insurer.url, { behindTls: true });
    const page = await shop.inject({ method: 'GET', url: '/?loyalty_id=LC-1001' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(page.cookies[0]).toMatchObject({ name: '__Host-gc_session', secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
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
    expect((await shop.inject({ method: 'GET', url: '/contract', headers: { cookie: 'locale=uk' } })).statusCode).toBe(200);
    expect((await shop.inject({ method: 'GET', url: '/en/contract', headers: { cookie: 'locale=en' } })).statusCode).toBe(200);
    await shop.close();
    await insurer.close();
  });
});
