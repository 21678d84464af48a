import { expect, test } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { freePort } from '../support/ports';
import { ROOT } from '../support/shop';

// There is no Docker engine on these machines: the remotes' nginx config is checked with Debian's nginx, serving a
// real build the way the image does (the build writes the gzip copies that nginx's gzip_static sends).
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

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
  const work = mkdtempSync(path.join(tmpdir(), 'greencard-nginx-'));
  // nginx's workers run unprivileged: the folder (created 0700) must be readable by them.
  chmodSync(work, 0o755);
  const site = path.join(work, 'html');
  spawnSync('cp', ['-r', path.join(ROOT, 'mf-calculator', 'dist'), site]);
  const port = await freePort();
  const server = readFileSync(path.join(ROOT, 'docker', 'nginx', 'remote.conf'), 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${site};`);
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;\nworker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\n` +
      `http {\n include /etc/nginx/mime.types;\n access_log off;\n client_body_temp_path ${work}/body;\n` +
      ` proxy_temp_path ${work}/proxy;\n fastcgi_temp_path ${work}/fastcgi;\n uwsgi_temp_path ${work}/uwsgi;\n` +
      ` scgi_temp_path ${work}/scgi;\n${server}\n}\n`,
  );
  const check = spawnSync(NGINX, ['-t', '-c', conf, '-p', work], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);

  const nginx = spawn(NGINX, ['-c', conf, '-p', work], { stdio: 'ignore' });
  try {
    let entry = await get(port, '/remoteEntry.js').catch(() => undefined);
    for (let i = 0; !entry && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      entry = await get(port, '/remoteEntry.js').catch(() => undefined);
    }
    expect(entry?.status).toBe(200);
    expect(entry?.headers['content-encoding']).toBe('gzip');
    expect(entry?.headers['access-control-allow-origin']).toBe('*');
    expect(entry?.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(entry!.body).toString()).toContain('calculator');

    const manifest = await get(port, '/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const hashed = readdirSync(site).find((f) => /\.[0-9a-f]{10}\.js$/.test(f));
    expect(hashed).toBeDefined();
    const chunk = await get(port, `/${hashed}`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');

    expect((await get(port, '/missing.js')).status).toBe(404);
    expect((await get(port, `/${hashed}.gz`)).status).toBe(404);
    expect((await get(port, `/${hashed}.map`)).status).toBe(404);
  } finally {
    nginx.kill('SIGTERM');
    await new Promise((r) => nginx.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  }
});
