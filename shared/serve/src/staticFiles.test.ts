import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding } from './negotiateEncoding';
import { createStaticServer } from './server';

describe('static server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
  const script = 'console.log("remote");\n'.repeat(200);
  writeFileSync(path.join(root, 'remoteEntry.js'), script);
  writeFileSync(path.join(root, 'remoteEntry.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'remoteEntry.js.gz'), gzipSync(script));
  writeFileSync(path.join(root, 'main.0123456789.js'), script);
  writeFileSync(path.join(root, 'main.0123456789.js.map'), '{"version":3}');
  writeFileSync(path.join(root, 'index.html'), '<html>template</html>');
  mkdirSync(path.join(root, 'sub'));
  writeFileSync(path.join(root, 'sub', 'tiny.json'), '{"a":1}');
  const buildFolder = path.join(root, '1.4.0+3f2c1ab.dirty.20261127101500');
  mkdirSync(buildFolder);
  writeFileSync(path.join(buildFolder, 'remoteEntry.js'), script);
  writeFileSync(path.join(buildFolder, 'remoteEntry.js.br'), brotliCompressSync(script));
  let server: FastifyInstance;

  beforeAll(async () => {
    server = await createStaticServer({
      root: path.relative(process.cwd(), root),
      cors: true,
      hashedRequests: ['/remoteEntry.js?0123456789abcdef0123'],
    });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });

  it('sends the copy compressed at build time that the browser accepts, and the file itself otherwise', async () => {
    const br = await get('/remoteEntry.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload).toEqual(brotliCompressSync(script));
    expect((await get('/remoteEntry.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/remoteEntry.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // A file without compressed copies is sent as it is, whatever the browser accepts.
    expect((await get('/main.0123456789.js', { 'accept-encoding': 'br' })).body).toBe(script);
  });

  it('caches hashed files for a year and revalidates stable names, compressed or not', async () => {
    expect((await get('/main.0123456789.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/remoteEntry.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('no-cache');
    expect((await get('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/sub/tiny.json')).headers['cache-control']).toBe('no-cache');
  });

  it("caches every file of a step's build folder for a year: the folder names one build", async () => {
    for (const encoding of ['br', 'identity']) {
      const entry = await get('/1.4.0+3f2c1ab.dirty.20261127101500/remoteEntry.js', { 'accept-encoding': encoding });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("caches a stable name for a year when asked for with its build's hash, and only then", async () => {
    for (const encoding of ['br', 'identity']) {
      const hashed = await get('/remoteEntry.js?0123456789abcdef0123', { 'accept-encoding': encoding });
      expect(hashed.body.length).toBeGreaterThan(0);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/remoteEntry.js?0123456789abcdef0124', '/remoteEntry.js?0123456789abcdef0123&x=1']) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/sub/tiny.json');
    expect(first.headers['content-type']).toContain('application/json');
    expect((await get('/sub/tiny.json', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('sends CORS and nosniff headers so the shell can load the remote', async () => {
    const answer = await get('/remoteEntry.js');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const preflight = await server.inject({ method: 'OPTIONS', url: '/remoteEntry.js' });
    expect(preflight.statusCode).toBe(204);
  });

  it.each([
    ['a missing file', '/missing.js'],
    ['a source map', '/main.0123456789.js.map'],
    ['a page template', '/index.html'],
    ['a template named with an escape', '/index.htm%6c'],
    ['a compressed copy by its own name', '/remoteEntry.js.br'],
    ['a path out of the folder', '/../package.json'],
    ['an encoded path out of the folder', '/%2e%2e/%2e%2e/etc/passwd'],
  ])('does not serve %s', async (_name, url) => {
    expect([403, 404]).toContain((await get(url)).statusCode);
  });

  it('refuses a request body', async () => {
    const answer = await server.inject({
      method: 'POST',
      url: '/remoteEntry.js',
      payload: 'x'.repeat(4096),
      headers: { 'content-type': 'text/plain' },
    });
    expect([404, 413]).toContain(answer.statusCode);
  });
});

describe('encoding negotiation: the q-values the browser gives', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['identity', 'identity'],
  ])('%p -> %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
