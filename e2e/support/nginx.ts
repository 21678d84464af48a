// Debian's nginx running one of docker/nginx's server blocks, as the images do (there is no Docker engine here):
// the block is checked with `nginx -t`, then served from a temporary prefix on a port of the test's. Like the images'
// nginx (docs/deployment.md), it runs as an unprivileged user: run as root, the test hands it to `nobody`. Its standard
// output, where the blocks write their access log (/dev/stdout), is a file the test reads: a pipe of Node's is a socket,
// which nginx cannot open by /dev/stdout ("No such device or address").
import { execFileSync, spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { chmodSync, chownSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { ROOT } from './shop';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The user nginx runs as: this process's own, or `nobody` when this process is root. */
function unprivilegedUser(): Pick<SpawnOptions, 'uid' | 'gid'> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface RunningNginx {
  url: string;
  /** Where the test may put files the block serves. */
  work: string;
  /** What nginx wrote on its standard output so far: the block's access log. */
  output: () => string;
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
  // nginx writes its pid, logs and temporary files under `work` only (-e: not even its built-in error log's path).
  const user = unprivilegedUser();
  const outputFile = path.join(work, 'stdout.log');
  writeFileSync(outputFile, '');
  for (const owned of [work, outputFile])
    if (user.uid !== undefined && user.gid !== undefined) chownSync(owned, user.uid, user.gid);
  const stdout = openSync(outputFile, 'a');
  const args = ['-c', conf, '-p', work, '-e', `${work}/error.log`];
  // `nginx -t` opens the logs too.
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'], ...user });
  if (check.status !== 0) throw new Error(`nginx -t refused docker/nginx/${file}: ${check.stderr}`);
  const nginx = spawn(NGINX, args, { stdio: ['ignore', stdout, 'ignore'], ...user });
  closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    work,
    output: () => readFileSync(outputFile, 'utf8'),
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

/** The edge (docker/nginx/shop.conf) on `port`, in front of the two shop servers at `replicas` as compose's are. */
export const startEdge = (replicas: [{ url: string }, { url: string }], port: number): Promise<RunningNginx> =>
  startNginx(
    'shop.conf',
    (block, { work }) => {
      // The upstream's servers as the edge's container gets them: written by its watcher from the replicas' names.
      const upstream = path.join(work, 'shop-replicas.conf');
      execFileSync(path.join(ROOT, 'docker', 'nginx', 'watch-replicas.sh'), ['--once'], {
        env: {
          ...process.env,
          EDGE_REPLICAS: replicas.map(({ url }) => new URL(url).host).join(' '),
          EDGE_UPSTREAM_FILE: upstream,
        },
      });
      return block
        .replace('listen 8080;', `listen 127.0.0.1:${port};`)
        .replace('include /tmp/shop-replicas.conf;', `include ${upstream};`);
    },
    port,
  );
