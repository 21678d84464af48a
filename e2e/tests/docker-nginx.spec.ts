import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { startNginx } from '../support/nginx';
import { ROOT, remoteUrls } from '../support/shop';

// There is no Docker engine on these machines: the remotes' nginx config is checked with Debian's nginx, serving a
// real build the way the image does (the build writes the gzip copies that nginx's gzip_static sends): published by
// the image's start script to the build store, whose step folder the nginx root links to (docker/remote.Dockerfile).

function get(port: number, urlPath: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

test('the remotes nginx config is valid and serves a build compressed, with CORS and the right caching', async () => {
  const nginx = await startNginx('remote.conf', (block, { port, work }) => {
    const store = path.join(work, 'builds', 'calculator');
    const published = spawnSync('sh', [path.join(ROOT, 'docker', 'publish-builds.sh')], {
      env: { ...process.env, STEP_BUILDS: path.join(ROOT, 'mf-calculator', 'dist'), BUILD_STORE: store },
      encoding: 'utf8',
    });
    if (published.status !== 0) throw new Error(`publish-builds.sh: ${published.stderr}`);
    symlinkSync(store, path.join(work, 'html'));
    return block.replace('listen 8080;', `listen 127.0.0.1:${port};`).replace('root /usr/share/nginx/html;', `root ${work}/html;`);
  });
  const port = Number(new URL(nginx.url).port);
  // The image serves the build store's step folder: each build in its version folder.
  const folder = new URL(remoteUrls().calculator as string).pathname;
  const site = path.join(nginx.work, 'html', folder);
  try {
    let entry = await get(port, `${folder}/remoteEntry.js`).catch(() => undefined);
    for (let i = 0; !entry && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      entry = await get(port, `${folder}/remoteEntry.js`).catch(() => undefined);
    }
    expect(entry?.status).toBe(200);
    expect(entry?.headers['content-encoding']).toBe('gzip');
    expect(entry?.headers['access-control-allow-origin']).toBe('*');
    expect(entry?.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(entry!.body).toString()).toContain('calculator');

    const manifest = await get(port, `${folder}/mf-manifest.json`);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const hashed = readdirSync(site).find((f) => /\.[0-9a-f]{10}\.js$/.test(f));
    expect(hashed).toBeDefined();
    const chunk = await get(port, `${folder}/${hashed}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');

    expect((await get(port, `${folder}/missing.js`)).status).toBe(404);
    expect((await get(port, `${folder}/${hashed}.gz`)).status).toBe(404);
    expect((await get(port, `${folder}/${hashed}.map`)).status).toBe(404);
  } finally {
    await nginx.stop();
  }
});
