// The images' Dockerfiles (docs/deployment.md): the install runs `npm ci` on the lock and the workspaces' manifests
// alone, before any source is copied, so a change to the code reuses the install layer; nginx runs unprivileged;
// every image says how to tell it is healthy.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dockerfileInstructions, type Instruction } from './dockerfileInstructions';

const repo = path.resolve(__dirname, '..');
const DOCKERFILES = ['docker/remote.Dockerfile', 'docker/shell.Dockerfile', 'docker/sandbox.Dockerfile'];

/** The instructions of the stage that runs `npm ci`, up to that RUN. */
function beforeInstall(instructions: Instruction[]): Instruction[] {
  const install = instructions.findIndex(({ keyword, args }) => keyword === 'RUN' && /\bnpm ci\b/.test(args));
  expect(install).toBeGreaterThan(-1);
  const stage = instructions[install]?.stage;
  return instructions.slice(0, install).filter((instruction) => instruction.stage === stage);
}

/** The files the manifests stage keeps, running its own command on this repository. */
function manifestFiles(instructions: Instruction[]): string[] {
  const commands = instructions.filter(({ stage, keyword }) => stage === 'manifests' && keyword === 'RUN');
  expect(commands).toHaveLength(1);
  const scratch = mkdtempSync(path.join(tmpdir(), 'greencard-manifests-'));
  const out = path.join(scratch, 'manifests');
  try {
    execFileSync('sh', ['-c', (commands[0] as Instruction).args.replaceAll('/manifests', out)], { cwd: repo });
    return readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)))
      .sort();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Every workspace's package.json, from the root package.json's patterns (a folder, or a folder's subfolders). */
function workspaceManifests(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.flatMap((pattern) => {
    const [parent, last] = [path.dirname(pattern), path.basename(pattern)];
    const match = new RegExp(`^${last.replace('*', '.*')}$`);
    return readdirSync(path.join(repo, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && match.test(entry.name))
      .map((entry) => path.join(parent, entry.name, 'package.json'))
      .filter((file) => readdirSync(path.join(repo, path.dirname(file))).includes('package.json'));
  });
}

describe.each(DOCKERFILES)('%s', (file) => {
  const instructions = dockerfileInstructions(file);

  it('installs with npm ci, never npm install', () => {
    const runs = instructions.filter(({ keyword }) => keyword === 'RUN').map(({ args }) => args);
    expect(runs.some((args) => /\bnpm ci\b/.test(args))).toBe(true);
    expect(runs.filter((args) => /\bnpm (install|i)\b/.test(args))).toEqual([]);
  });

  it('copies only the manifests before the install, and the sources after it', () => {
    const copies = beforeInstall(instructions).filter(({ keyword }) => keyword === 'COPY' || keyword === 'ADD');
    expect(copies.map(({ args }) => args)).toEqual(['--from=manifests /manifests ./']);
  });

  it('keeps the lock and every workspace’s package.json in its manifests stage, and nothing else', () => {
    const kept = manifestFiles(instructions);
    expect(kept).toEqual(expect.arrayContaining(['package-lock.json', 'package.json', ...workspaceManifests()]));
    for (const name of kept) expect(path.basename(name)).toMatch(/^package(-lock)?\.json$/);
  });

  it('declares no build argument that changes per build before the install', () => {
    const args = beforeInstall(instructions)
      .filter(({ keyword }) => keyword === 'ARG')
      .map(({ args: name }) => name);
    expect(args.filter((name) => name !== 'STEP')).toEqual([]);
  });

  it('says how to tell its container is healthy', () => {
    const final = instructions.at(-1)?.stage;
    expect(instructions.filter(({ keyword, stage }) => keyword === 'HEALTHCHECK' && stage === final)).toHaveLength(1);
  });
});

/** Whether a .dockerignore pattern (Go's filepath.Match with `**`, from the context's root) leaves `file` out. */
function ignores(pattern: string, file: string): boolean {
  const source = pattern
    .replace(/\/$/, '')
    .split('**/')
    .map((part) =>
      part
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]'),
    )
    .join('(?:.*/)?');
  // A folder's pattern leaves out everything under it.
  return new RegExp(`^${source}(?:/.*)?$`).test(file);
}

it('leaves secrets out of the build context: .env files, npm start’s keys, key and certificate files', () => {
  const patterns = readFileSync(path.join(repo, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  expect(patterns.filter((pattern) => pattern.startsWith('!'))).toEqual([]);
  const leftOut = (file: string) => patterns.some((pattern) => ignores(pattern, file));
  for (const file of [
    '.env',
    '.env.production',
    'sandbox/.env',
    '.local/session-secret',
    'tls/shop.key',
    'shop.pem',
    'docker/certs/edge.pem',
  ])
    expect({ file, leftOut: leftOut(file) }).toEqual({ file, leftOut: true });
  // What the images build from stays in.
  for (const file of ['package.json', 'shell/server/main.ts', 'docker/nginx/shop.conf', 'shared/serve/src/keys.ts'])
    expect({ file, leftOut: leftOut(file) }).toEqual({ file, leftOut: false });
});

/** The image a FROM names when built without build arguments: a `${NAME}` is its global ARG's default. */
function defaultImage(instructions: Instruction[], from: Instruction | undefined): string {
  const defaults = new Map(
    instructions
      .filter(({ keyword, stage }) => keyword === 'ARG' && stage === '')
      .map(({ args }) => args.split('=') as [string, string]),
  );
  const [image = ''] = (from?.args ?? '').split(/\s+/);
  return image.replace(/\$\{(\w+)\}/g, (_, name: string) => defaults.get(name) ?? '');
}

it('serves the steps from an nginx that runs as its own unprivileged user', () => {
  const instructions = dockerfileInstructions('docker/remote.Dockerfile');
  const froms = instructions.filter(({ keyword }) => keyword === 'FROM');
  expect(defaultImage(instructions, froms.at(-1))).toMatch(/^nginxinc\/nginx-unprivileged:\S+$/);
});

it.each([
  ['docker/shell.Dockerfile', 24],
  ['docker/remote.Dockerfile', 24],
  ['docker/sandbox.Dockerfile', 22],
])('%s builds on the public Node %i image unless told another base', (file, line) => {
  const instructions = dockerfileInstructions(file);
  const nodeStages = instructions.filter(({ keyword, args }) => keyword === 'FROM' && args.startsWith('${NODE_BASE}'));
  expect(nodeStages.length).toBeGreaterThanOrEqual(2);
  for (const from of nodeStages) expect(defaultImage(instructions, from)).toBe(`node:${line}-bookworm-slim`);
});
