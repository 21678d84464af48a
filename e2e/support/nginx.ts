// Debian's nginx running one of docker/nginx's server blocks, as the images do (there is no Docker engine here):
// the block is checked with `nginx -t`, then served from a temporary prefix on a port of the test's.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { ROOT } from './shop';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  /** Where the test may put files the block serves. */
  work: string;
  stop: () => Promise<void>;
}

/**
 * Serves docker/nginx/<file> with `adapt` applied to its text (the test's listen address, roots, upstreams).
 * `nginx -t` must accept the result, or this throws with nginx's own words. On `fixedPort`, or a free one.
 */
export async function startNginx(
  file: string,
  adapt: (block: string, env: { port: number; work: string }) => string,
  fixedPort?: number,
): Promise<RunningNginx> {
  const work = mkdtempSync(path.join(tmpdir(), 'greencard-nginx-'));
  // nginx's workers run unprivileged: the folder (created 0700) must be readable by them.
  chmodSync(work, 0o755);
  const port = fixedPort ?? (await freePort());
  const block = adapt(readFileSync(path.join(ROOT, 'docker', 'nginx', file), 'utf8'), { port, work });
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;\nworker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\n` +
      `http {\n include /etc/nginx/mime.types;\n access_log off;\n client_body_temp_path ${work}/body;\n` +
      ` proxy_temp_path ${work}/proxy;\n fastcgi_temp_path ${work}/fastcgi;\n uwsgi_temp_path ${work}/uwsgi;\n` +
      ` scgi_temp_path ${work}/scgi;\n${block}\n}\n`,
  );
  const check = spawnSync(NGINX, ['-t', '-c', conf, '-p', work], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused docker/nginx/${file}: ${check.stderr}`);
  const nginx = spawn(NGINX, ['-c', conf, '-p', work], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    work,
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
