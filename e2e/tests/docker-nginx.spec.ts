import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { startNginx, type RunningNginx } from '../support/nginx';
import { ROOT, remoteUrls } from '../support/shop';

// There is no Docker engine on these machines: the remotes' nginx config (docker/nginx/remote.conf) is checked with
// Debian's nginx, run unprivileged as the image runs it, serving a real build the way the image does: published by the
// image's start script to the build store, whose step folder the nginx root links to (docker/remote.Dockerfile), with
// the brotli and gzip copies the build wrote, chosen by Accept-Encoding. The run's own remotes are the shop's static
// server (shared/serve, what `npm run bench` measures): both must send a browser the same bytes.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(origin: string, urlPath: string, acceptEncoding?: string) {
  const { hostname, port } = new URL(origin);
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: hostname, port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The media type of a Content-Type, without its parameters. */
const mediaType = (answer: Answer) => String(answer.headers['content-type']).split(';')[0]?.trim();

/** Debian's nginx serving a copy of the calculator's build with docker/nginx/remote.conf. */
async function stepServer(): Promise<RunningNginx & { origin: string; folder: string; site: string }> {
  const nginx = await startNginx('remote.conf', (block, { port, work }) => {
    const store = path.join(work, 'builds', 'calculator');
    const published = spawnSync('sh', [path.join(ROOT, 'docker', 'publish-builds.sh')], {
      env: { ...process.env, STEP_BUILDS: path.join(ROOT, 'mf-calculator', 'dist'), BUILD_STORE: store },
      encoding: 'utf8',
    });
    if (published.status !== 0) throw new Error(`publish-builds.sh: ${published.stderr}`);
    symlinkSync(store, path.join(work, 'html'));
    return block
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replace('root /usr/share/nginx/html;', `root ${work}/html;`);
  });
  // The image serves the build store's step folder: each build in its version folder.
  const folder = new URL(remoteUrls().calculator as string).pathname;
  return { ...nginx, origin: nginx.url, folder, site: path.join(nginx.work, 'html', folder) };
}

let server: Awaited<ReturnType<typeof stepServer>>;

test.beforeAll(async () => {
  server = await stepServer();
});

test.afterAll(() => server.stop());

test('the remotes nginx runs as an unprivileged user, as the image runs it', () => {
  const pid = readFileSync(path.join(server.work, 'nginx.pid'), 'utf8').trim();
  const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  expect(Number(uid)).not.toBe(0);
});

test('the remotes nginx config serves a build with CORS and the right caching, and never its private files', async () => {
  const { origin, folder, site } = server;
  const entry = await get(origin, `${folder}/remoteEntry.js`, 'gzip');
  expect(entry.status).toBe(200);
  expect(entry.headers['content-encoding']).toBe('gzip');
  expect(entry.headers['access-control-allow-origin']).toBe('*');
  // A build folder names one build: even its stable names never change.
  expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gunzipSync(entry.body).toString()).toContain('calculator');

  const manifest = await get(origin, `${folder}/mf-manifest.json`, 'br');
  expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const hashed = readdirSync(site).find((f) => /\.[0-9a-f]{10}\.js$/.test(f) && readdirSync(site).includes(`${f}.br`));
  expect(hashed).toBeDefined();
  for (const encoding of ['br', 'gzip', undefined]) {
    const chunk = await get(origin, `${folder}/${hashed}`, encoding);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  }

  expect((await get(origin, `${folder}/missing.js`, 'br')).status).toBe(404);
  for (const copy of ['br', 'gz', 'map'])
    expect((await get(origin, `${folder}/${hashed}.${copy}`, 'br')).status).toBe(404);
});

test('the remotes nginx sends the brotli copy to a browser that takes br, gzip to one that takes gzip, else the file', async () => {
  const { origin, folder, site } = server;
  const file = (name: string) => readFileSync(path.join(site, name));
  const css = readdirSync(site).find((f) => f.endsWith('.css') && readdirSync(site).includes(`${f}.br`));
  expect(css).toBeDefined();
  // Chromium's header, br alone, br ranked below gzip but accepted: br.
  const kinds: [name: string, type: string][] = [
    ['remoteEntry.js', 'application/javascript'],
    ['mf-manifest.json', 'application/json'],
    [css as string, 'text/css'],
  ];
  for (const accept of ['gzip, deflate, br, zstd', 'br', 'gzip;q=1.0, br;q=0.5']) {
    for (const [name, type] of kinds) {
      const answer = await get(origin, `${folder}/${name}`, accept);
      expect(answer.status, `${name} for ${accept}`).toBe(200);
      expect(answer.headers['content-encoding'], `${name} for ${accept}`).toBe('br');
      expect(mediaType(answer), `${name} for ${accept}`).toBe(type);
      expect(answer.headers.vary, `${name} for ${accept}`).toBe('Accept-Encoding');
      expect(answer.body.equals(file(`${name}.br`)), `${name} for ${accept}`).toBe(true);
      expect(brotliDecompressSync(answer.body).equals(file(name))).toBe(true);
    }
  }
  // br refused (q=0, in every spelling of zero), or not named: gzip, or the file itself.
  for (const [accept, encoding] of [
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0.000', 'gzip'],
    ['BR; Q=0 , gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['brotli, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ] as const) {
    const answer = await get(origin, `${folder}/remoteEntry.js`, accept);
    expect(answer.status, String(accept)).toBe(200);
    expect(answer.headers['content-encoding'], String(accept)).toBe(encoding);
    expect(mediaType(answer), String(accept)).toBe('application/javascript');
    expect(answer.headers.vary, String(accept)).toBe('Accept-Encoding');
    expect(answer.body.equals(file(encoding === 'gzip' ? 'remoteEntry.js.gz' : 'remoteEntry.js')), String(accept)).toBe(
      true,
    );
  }
});

test('the remotes nginx sends every file of a build as the shop’s own static server does (what the bench measures)', async () => {
  const { origin, folder, site } = server;
  const measured = new URL(remoteUrls().calculator as string).origin;
  const files = readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz|map|html?)$/.test(entry.name))
    .map((entry) => path.relative(site, path.join(entry.parentPath, entry.name)));
  expect(files.length).toBeGreaterThan(10);
  for (const accept of ['gzip, deflate, br, zstd', 'gzip', 'br;q=0, gzip', undefined]) {
    for (const name of files) {
      const [nginx, shop] = await Promise.all([
        get(origin, `${folder}/${name}`, accept),
        get(measured, `${folder}/${name}`, accept),
      ]);
      const what = `${name} for ${accept}`;
      expect(nginx.status, what).toBe(shop.status);
      expect(nginx.headers['content-encoding'], what).toBe(shop.headers['content-encoding']);
      expect(mediaType(nginx), what).toBe(mediaType(shop));
      expect(nginx.headers['cache-control'], what).toBe(shop.headers['cache-control']);
      expect(String(nginx.headers.vary).toLowerCase(), what).toBe(String(shop.headers.vary).toLowerCase());
      expect(nginx.body.equals(shop.body), what).toBe(true);
    }
  }
});
