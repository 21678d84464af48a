import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { createStaticServer } from './server';
import { negotiateEncoding } from './compression';

function get(port: number, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('static server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
  const script = 'console.log("remote");\n'.repeat(200);
  writeFileSync(path.join(root, 'remoteEntry.js'), script);
  writeFileSync(path.join(root, 'main.0123456789.js'), script);
  mkdirSync(path.join(root, 'sub'));
  writeFileSync(path.join(root, 'sub', 'tiny.json'), '{"a":1}');
  const server = createStaticServer({ root, cors: true });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('compresses with brotli when accepted, and with gzip otherwise', async () => {
    const br = await get(port, '/remoteEntry.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await get(port, '/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get(port, '/remoteEntry.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('caches hashed files for a year and revalidates stable names', async () => {
    expect((await get(port, '/main.0123456789.js')).headers['cache-control']).toContain('immutable');
    expect((await get(port, '/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get(port, '/sub/tiny.json');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await get(port, '/sub/tiny.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('sends CORS headers so the shell can load the remote', async () => {
    expect((await get(port, '/remoteEntry.js')).headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for missing files and refuses to leave its folder', async () => {
    expect((await get(port, '/missing.js')).status).toBe(404);
    expect((await get(port, '/../package.json')).status).toBe(404);
    expect((await get(port, '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });
});

describe('encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['identity', 'identity'],
  ])('%p -> %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
