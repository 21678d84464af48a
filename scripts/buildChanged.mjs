// `npm start`'s build: builds again only the packages whose build is not current, two at a time, and reuses the rest.
// A build is current when its inputs are what they were when this script last built it (the bytes of every file git
// does not ignore in the package and in the workspace packages it depends on, the lock file, and BUILD_ID and
// NODE_ENV), and its output folders (dist/, dist-server/) are as that build left them (every file's size and time),
// so a build made since by `npm run build` or another checkout state is never mistaken for this one. Lerna's Nx cache
// cannot stand in: a cache hit replaces a whole output folder, and a step's dist/ keeps every released build side by
// side (docs/step-release.md). What was built is kept in .cache/builds.json (git-ignored). Run from the root.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const RECORD = path.join(root, '.cache', 'builds.json');
const OUTPUTS = ['dist', 'dist-server'];
const CONCURRENCY = 2;

/** A command's output, run at the root. */
const output = (command, args) =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Each workspace package npm installed, by name: its package.json (`location`: its folder, from the root). */
const workspaces = () =>
  new Map(
    JSON.parse(output('npm', ['query', '.workspace', '--loglevel=error'])).map((manifest) => [manifest.name, manifest]),
  );

/** The folders a package's build reads: its own and those of the workspace packages it depends on, at any depth. */
function sourceFolders(name, packages, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  const manifest = packages.get(name);
  for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }))
    if (packages.has(dependency)) sourceFolders(dependency, packages, seen);
  return seen;
}

/** A hash of the build's inputs: every file git lists (tracked or new, as it is on disk), the lock, the settings. */
function inputsHash(folders) {
  const listed = output('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...folders]);
  const files = [...new Set(listed.split('\0').filter(Boolean)), 'package-lock.json'].sort();
  const hash = createHash('sha256');
  for (const file of files.filter((name) => existsSync(path.join(root, name)))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  hash.update(`BUILD_ID=${process.env.BUILD_ID ?? ''}\0NODE_ENV=${process.env.NODE_ENV ?? ''}`);
  return hash.digest('hex');
}

/** A fingerprint of what is in the package's output folders: every file's path, size and modification time. */
function outputsHash(folder) {
  const hash = createHash('sha256');
  for (const output of OUTPUTS.map((name) => path.join(root, folder, name)).filter(existsSync))
    for (const file of readdirSync(output, { recursive: true }).sort()) {
      const stats = statSync(path.join(output, file));
      if (stats.isFile())
        hash.update(`${path.relative(root, path.join(output, file))}\0${stats.size}\0${stats.mtimeMs}\0`);
    }
  return hash.digest('hex');
}

/** `npm run build` in the package's folder; resolves with whether it succeeded. */
const build = (folder) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--workspace', folder], { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });

const packages = workspaces();
const record = existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, 'utf8')) : {};
const builds = [...packages.values()]
  .filter((manifest) => manifest.scripts?.build)
  .map((manifest) => ({
    folder: manifest.location,
    inputs: inputsHash([...sourceFolders(manifest.name, packages)].map((name) => packages.get(name).location)),
  }));
const stale = builds.filter(
  ({ folder, inputs }) => record[folder]?.inputs !== inputs || record[folder]?.outputs !== outputsHash(folder),
);
const current = builds.filter((package_) => !stale.includes(package_)).map(({ folder }) => folder);
if (current.length) console.log(`Current builds, reused: ${current.join(', ')}`);
if (stale.length) console.log(`Building: ${stale.map(({ folder }) => folder).join(', ')}`);

const failed = [];
const queue = [...stale];
const worker = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (await build(next.folder)) {
      record[next.folder] = { inputs: next.inputs, outputs: outputsHash(next.folder) };
      mkdirSync(path.dirname(RECORD), { recursive: true });
      writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
    } else failed.push(next.folder);
  }
};
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
if (failed.length) {
  console.error(`The build failed: ${failed.join(', ')}`);
  process.exit(1);
}
