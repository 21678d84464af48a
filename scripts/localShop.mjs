// The registry of the shop that `npm start` runs, and the record of that run: `npm start` writes both, and
// `npm run release` edits the one and reads the other, so that the README's release switches the shop QA has open
// and says which shop that is.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

// npm runs scripts from the package folder; a path typed by the user is read from where they typed it.
export const typedPath = (file, env = process.env) => path.resolve(env.INIT_CWD ?? process.cwd(), file);

/**
 * A local `.env` (git-ignored; `.env.example` lists every variable) if there is one, read by `npm start` and
 * `npm run release` alike: what the environment already sets wins over it. A deployment sets its environment itself.
 */
export function loadLocalEnv() {
  const file = path.join(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The release record `npm start` runs its shop with and `npm run release` changes by default (its registry; its
 * history beside it): `REGISTRY_FILE` (read from where the command was typed), else `.local/registry.json`, outside
 * every build folder, so a build or a clean of dist/ never loses what was released (docs/step-release.md).
 */
export function localRegistryFile(env = process.env) {
  return env.REGISTRY_FILE ? typedPath(env.REGISTRY_FILE, env) : path.join(ROOT, '.local', 'registry.json');
}

// Outside the shell's dist/, which its server serves: the record names a process, not something for buyers.
const recordFile = (registryFile) =>
  path.join(
    tmpdir(),
    `greencard-shop-${createHash('sha256').update(path.resolve(registryFile)).digest('hex').slice(0, 16)}.json`,
  );

/** Notes that the shop at `shopUrl`, run by process `pid`, reads `registryFile`. */
export function recordRun(registryFile, { shopUrl, pid = process.pid }) {
  writeFileSync(recordFile(registryFile), JSON.stringify({ shopUrl, pid, registryFile: path.resolve(registryFile) }));
}

/** Forgets the run of `pid` (another run's record, written since, stays). */
export function forgetRun(registryFile, pid = process.pid) {
  if (runningShop(registryFile)?.pid === pid) rmSync(recordFile(registryFile), { force: true });
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The shop that reads `registryFile`, as its `npm start` recorded it, while that process lives; else undefined. */
export function runningShop(registryFile) {
  try {
    const run = JSON.parse(readFileSync(recordFile(registryFile), 'utf8'));
    return typeof run.pid === 'number' && typeof run.shopUrl === 'string' && isAlive(run.pid) ? run : undefined;
  } catch {
    return undefined;
  }
}

/** Where `npm start` keeps the key of its session cookies: in the repository's git-ignored .local/ folder. */
export const localSessionSecretFile = (root = ROOT) => path.join(root, '.local', 'session-secret');

/**
 * The key that signs the sessions of the shop `npm start` runs: made once and kept, so a restart logs no buyer out
 * (docs/shop-server.md). Local only: a deployment sets SESSION_SECRET, and in production refuses to start without.
 */
export function localSessionSecret(file = localSessionSecretFile()) {
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
