// Test helpers for the shop server: a built shell folder, a registry, and a fake insurer that records what reached it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import { buildShopServer, type ServerOptions } from '../app';
import { readServerConfig, type ShellServerConfig } from '../config';
import { loyaltyLinkSignature } from '../session/loyaltyLink';

/** The five steps on ports 9001-9005, each with its own routes.json. */
export const REGISTRY = TEST_REGISTRY;

/** The build's hash, with which the template asks for the shell's entry. */
export const BUILD_HASH = '0123456789abcdef0123';
export const TEMPLATE =
  `<!doctype html><html lang="uk"><head><title>x</title><script defer src="/main.js?${BUILD_HASH}"></script></head>` +
  '<body>template</body></html>';
export const ASSET = 'console.log(1);'.repeat(100);

/** The journey major of the tests' shell and of every build the tests' step servers serve. */
export const JOURNEY_MAJOR = 3;

/** A build's mf-manifest.json as the registry's judge reads it: fit for the tests' shell unless `changes` say not. */
export const stepManifest = (step: string, changes: Record<string, unknown> = {}) => ({
  name: step,
  exposes: [{ path: './app' }],
  shared: [],
  metaData: { greencard: { journeyMajor: JOURNEY_MAJOR } },
  ...changes,
});

/**
 * The step servers of the registry `registryFile` names, for the registry's judge: each manifest the file names now
 * (as a step's build or its trial) answers a build of that step fit for the tests' shell; any other is 404.
 */
export function servedManifests(registryFile: string): typeof fetch {
  return async (input) => {
    const asked = String(input instanceof Request ? input.url : input);
    // Each build's container script, beside its manifest, which the judge hashes (what the page checks it against).
    const url = asked.endsWith('/remoteEntry.js') ? new URL('mf-manifest.json', asked).href : asked;
    const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<
      string,
      { manifest?: unknown; trial?: { manifest?: unknown } }
    >;
    const step = Object.keys(registry).find(
      (name) => registry[name]?.manifest === url || registry[name]?.trial?.manifest === url,
    );
    if (step && url !== asked) return new Response(`var greencard_${step};`);
    if (!step) return new Response('not found', { status: 404 });
    // A build in a version folder says it is that build, as the shared build config writes it.
    const [version, build] = decodeURIComponent(
      new URL('.', url).pathname.split('/').filter(Boolean).at(-1) ?? '',
    ).split('+');
    const greencard = { journeyMajor: JOURNEY_MAJOR, ...(build ? { version, build } : {}) };
    return Response.json(stepManifest(step, { metaData: { greencard } }));
  };
}

/**
 * A shell build folder: the page template, its entry, a hashed chunk with its brotli copy and source map, the registry.
 */
export function shellDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: [], metaData: { greencard: { journeyMajor: JOURNEY_MAJOR } } }),
  );
  writeFileSync(path.join(dist, 'main.js'), ASSET);
  writeFileSync(path.join(dist, 'main.0123456789.js'), ASSET);
  writeFileSync(path.join(dist, 'main.0123456789.js.br'), brotliCompressSync(ASSET));
  writeFileSync(path.join(dist, 'main.0123456789.js.map'), '{"version":3,"sources":["secret.ts"]}');
  const registryFile = path.join(dist, 'registry.json');
  writeFileSync(registryFile, JSON.stringify(REGISTRY));
  return { dist, registryFile };
}

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Never answer (a hanging insurer). */
  hang?: boolean;
}

/** An insurer that answers per "METHOD /path" and records every request that reached it. */
export async function fakeInsurer(answers: Record<string, FakeAnswer | ((body: string) => FakeAnswer)> = {}) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
      const found = answers[key];
      const answer = typeof found === 'function' ? found(body) : (found ?? { body: { data: 'OK' } });
      if (answer.hang) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? { data: 'OK' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const COMPANY = { id: 7, name: 'Insurer', supportPhones: [], chats: {} };
export const SECRET = 'test-session-secret-of-32-characters!!';
/** The key the unit tests' loyalty programme signs its partner links with. */
export const LOYALTY_LINK_KEY = 'test-loyalty-link-key-of-32-characters!!';
/** The shop's configured address in the unit tests (PUBLIC_ORIGIN). */
export const PUBLIC_ORIGIN = 'http://localhost';

/**
 * A page address with a partner link's query for `customerId`, valid until `until` (unix seconds; an hour from now by
 * default), signed with `key` (the tests' key by default).
 */
export const loyaltyLink = (
  customerId: string,
  { path = '/', key = LOYALTY_LINK_KEY, until = Math.floor(Date.now() / 1000) + 3600 } = {},
) =>
  `${path}?${new URLSearchParams({ loyalty_id: customerId, loyalty_until: String(until), loyalty_sig: loyaltyLinkSignature(key, customerId, until) })}`;

/**
 * After an edit of registry.json made in this process: one turn of the event loop, in which the shop's watch of the
 * file's folder takes in the edit, as it has by the time a request from another process arrives (shell/server/registry/registry.ts).
 */
export const registryEditSeen = () => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), 0));

/** The shop server over a shell build, pointed at the given insurer. */
export async function shopServer(
  insurerApiUrl: string,
  overrides: Partial<ShellServerConfig> = {},
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const { dist, registryFile } = shellDist();
  const config: ShellServerConfig = {
    ...readServerConfig({ SESSION_SECRET: SECRET, LOYALTY_LINK_KEY, PUBLIC_ORIGIN }, dist),
    distDir: dist,
    registryFile,
    insurerApiUrl,
    comToken: 'partner-secret',
    // The unit tests check answers, not load shedding: a busy test machine must not turn them into 503s.
    maxEventLoopDelayMs: 0,
    // A challenge solved in a few tries: the tests that send messages each solve one (smsProof below).
    smsChallenge: { cost: 1, maxCounter: 10 },
    ...overrides,
  };
  return buildShopServer(config, COMPANY, { fetchManifest: servedManifests(config.registryFile), ...options });
}

/** The session cookie an answer set, ready to send back as a Cookie header. */
export function sessionCookieOf(answer: LightMyRequestResponse): string {
  const cookie = answer.cookies.find((c) => c.name.endsWith('gc_session'));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(answer.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

/** The header of a solved SMS challenge of `shop`, as a page sends it with a call that asks for a text message. */
export async function smsProof(shop: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<Record<string, string>> {
  const challenge = (await shop.inject({ method: 'GET', url: '/api/smsChallenge', remoteAddress })).json<
    Parameters<typeof solveChallenge>[0]['challenge']
  >();
  const solution = await solveChallenge({ challenge, deriveKey });
  return { 'x-sms-proof': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url') };
}
