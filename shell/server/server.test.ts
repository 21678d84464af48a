/** @jest-environment node */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShellServer } from './app';
import type { ShellServerConfig } from './config';
import { readServerConfig } from './config';
import { createRateLimiter, isCodeCall } from './rateLimit';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function call(port: number, method: string, urlPath: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

const registry = {
  calculator: 'http://127.0.0.1:9001/mf-manifest.json',
  contract: 'http://127.0.0.1:9002/mf-manifest.json',
  confirm: 'http://127.0.0.1:9003/mf-manifest.json',
  points: 'http://127.0.0.1:9004/mf-manifest.json',
  payment: 'http://127.0.0.1:9005/mf-manifest.json',
};

describe('shell server', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="uk"><head><title>x</title></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'main.0123456789.js'), 'console.log(1);'.repeat(100));
  const remotesFile = path.join(dist, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(registry));

  const received: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const insurer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'insurer=1' });
      res.end(JSON.stringify({ data: 'OK' }));
    });
  });
  let shell: Server;
  let port = 0;

  beforeAll(async () => {
    const insurerPort = await listen(insurer);
    const config: ShellServerConfig = {
      ...readServerConfig({}, dist),
      distDir: dist,
      remotesFile,
      insurerApiUrl: `http://127.0.0.1:${insurerPort}`,
      comToken: 'partner-secret',
      codeRateLimitPerMinute: 3,
    };
    shell = createShellServer(config, { id: 1, name: 'Insurer', supportPhones: [], chats: {} });
    port = await listen(shell);
  });
  afterAll(async () => {
    await new Promise((r) => shell.close(r));
    await new Promise((r) => insurer.close(r));
  });

  it('proxies /api to the insurer with the partner token, dropping one sent by the browser', async () => {
    const answer = await call(port, 'POST', '/api/green/save/draft?x=1', {
      'com-token': 'forged',
      'content-type': 'application/json',
      cookie: 'session=abc',
    }, '{"a":1}');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: 'OK' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    const last = received.at(-1);
    expect(last?.url).toBe('/green/save/draft?x=1');
    expect(last?.headers['com-token']).toBe('partner-secret');
    expect(last?.headers.cookie).toBeUndefined();
    expect(last?.body).toBe('{"a":1}');
  });

  it('never puts the partner token into the page', async () => {
    const page = await call(port, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('partner-secret');
  });

  it('answers 429 past the rate limit on code calls only', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(port, 'GET', '/api/sendCode?contract_id=1')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await call(port, 'GET', '/api/serverTime')).status).toBe(200);
  });

  it('serves known routes with 200, unknown ones with 404, both as the page', async () => {
    expect((await call(port, 'GET', '/en/payment')).status).toBe(200);
    const missing = await call(port, 'GET', '/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });

  it('sends security headers with the page, allowing the remotes origins for scripts', async () => {
    const page = await call(port, 'GET', '/');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:9001 /);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses the page and assets', async () => {
    expect((await call(port, 'GET', '/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    const asset = await call(port, 'GET', '/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves remotes.json and picks up an edit without a restart', async () => {
    expect(JSON.parse((await call(port, 'GET', '/remotes.json')).body).calculator).toBe(registry.calculator);
    writeFileSync(remotesFile, JSON.stringify({ ...registry, calculator: 'http://127.0.0.1:9999/mf-manifest.json' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(remotesFile, later, later);
    expect(JSON.parse((await call(port, 'GET', '/remotes.json')).body).calculator).toBe(
      'http://127.0.0.1:9999/mf-manifest.json',
    );
  });

  it("turns Portmone's form POST return into a GET of the callback page", async () => {
    const answer = await call(
      port,
      'POST',
      '/en/portmoneCallBack',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'SHOPORDERNUMBER=1234567890&SHOPBILLID=55&RESULT=0',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/portmoneCallBack?SHOPORDERNUMBER=1234567890&SHOPBILLID=55&RESULT=0');
  });

  it('refuses other methods on pages', async () => {
    expect((await call(port, 'DELETE', '/')).status).toBe(405);
  });
});

describe('rate limiter', () => {
  it('allows the limit per window, then refuses until the window passes', () => {
    let now = 0;
    const allow = createRateLimiter(2, 1000, () => now);
    expect([allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([true, true, false, true]);
    now = 1000;
    expect(allow('a')).toBe(true);
  });

  it.each([
    ['/sendCode?contract_id=1', true],
    ['/checkCode', true],
    ['/loyalty/order', true],
    ['/loyalty/balance', false],
    ['/green/search?x', false],
  ])('%s is a code call: %p', (p, expected) => {
    expect(isCodeCall(p)).toBe(expected);
  });
});

describe('server config', () => {
  it('defaults to the sandbox on 127.0.0.1 with the sandbox token and the snake dialect', () => {
    const config = readServerConfig({}, '/app/dist-server');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      insurerApiUrl: 'http://127.0.0.1:8090',
      comToken: 'sandbox-token',
      draftDialect: 'snake',
      distDir: '/app/dist',
      remotesFile: '/app/dist/remotes.json',
    });
  });

  it('refuses an unknown draft dialect', () => {
    expect(() => readServerConfig({ DRAFT_DIALECT: 'kebab' }, '/x')).toThrow(/snake or camel/);
  });
});
