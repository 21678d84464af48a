/** @jest-environment node */
// `npm start` builds only what is not current (scripts/buildChanged.mjs), tried on a repository of three packages.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const SCRIPT = path.join(repo, 'scripts', 'buildChanged.mjs');

/** A package whose build writes dist/out.txt and logs that it ran. */
function writePackage(root: string, name: string, dependencies: Record<string, string> = {}, buildable = true) {
  const dir = path.join(root, name === 'other' ? 'mf-other' : path.join('packages', name));
  fs.mkdirSync(dir, { recursive: true });
  const build = `node -e "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/out.txt',String(Date.now()));require('fs').appendFileSync('${path.join(root, 'built.log')}','${name}\\n')"`;
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', dependencies, ...(buildable ? { scripts: { build } } : {}) }),
  );
  fs.writeFileSync(path.join(dir, 'source.txt'), `${name} 1\n`);
  // Linked as npm install links a workspace package: npm query, which lists the workspace for the script, reads node_modules.
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  fs.symlinkSync(path.relative(path.join(root, 'node_modules'), dir), path.join(root, 'node_modules', name));
}

function fixture() {
  const root = fs.mkdtempSync(path.join(tmpdir(), 'build-changed-'));
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'fixture', workspaces: ['packages/*', 'mf-*'] }),
  );
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
  fs.writeFileSync(path.join(root, '.gitignore'), 'node_modules/\ndist/\n.cache/\nbuilt.log\n');
  writePackage(root, 'app', { lib: '1.0.0' });
  writePackage(root, 'other');
  writePackage(root, 'lib', {}, false);
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'packages'], { cwd: root });
  return root;
}

/** Runs the script in `root`; answers the packages it built, in order. */
function start(root: string, env: NodeJS.ProcessEnv = {}) {
  fs.rmSync(path.join(root, 'built.log'), { force: true });
  const { BUILD_ID: _id, NODE_ENV: _mode, ...outer } = process.env;
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: root, encoding: 'utf8', env: { ...outer, ...env } });
  expect(run.status).toBe(0);
  const log = path.join(root, 'built.log');
  return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).sort() : [];
}

describe('the builds npm start makes', () => {
  it('reuses a current build, and builds again what its sources, a dependency, the lock or BUILD_ID changed', () => {
    const root = fixture();
    expect(start(root)).toEqual(['app', 'other']);
    expect(start(root)).toEqual([]);

    // A workspace package's source change reaches the packages built from it, uncommitted or new files too.
    fs.writeFileSync(path.join(root, 'packages', 'lib', 'source.txt'), 'lib 2\n');
    expect(start(root)).toEqual(['app']);
    fs.writeFileSync(path.join(root, 'mf-other', 'added.txt'), 'new\n');
    expect(start(root)).toEqual(['other']);
    expect(start(root)).toEqual([]);

    fs.writeFileSync(path.join(root, 'package-lock.json'), '{ "changed": true }\n');
    expect(start(root)).toEqual(['app', 'other']);
    expect(start(root, { BUILD_ID: 'ci-7' })).toEqual(['app', 'other']);
    expect(start(root, { BUILD_ID: 'ci-7' })).toEqual([]);
  });

  it('builds again when the build it made is no longer what its output folder holds', () => {
    const root = fixture();
    expect(start(root)).toEqual(['app', 'other']);
    fs.rmSync(path.join(root, 'packages', 'app', 'dist'), { recursive: true });
    // Another build written over the output since (npm run build of other sources, reverted since).
    fs.writeFileSync(path.join(root, 'mf-other', 'dist', 'out.txt'), 'another build');
    expect(start(root)).toEqual(['app', 'other']);
  });

  it('is what npm start runs before the shop', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts;
    expect(scripts.start).toBe('node scripts/buildChanged.mjs && node scripts/start.mjs');
  });

  it('fails when a build fails, and keeps no record of it', () => {
    const root = fixture();
    fs.writeFileSync(
      path.join(root, 'mf-other', 'package.json'),
      JSON.stringify({ name: 'other', version: '1.0.0', scripts: { build: 'exit 3' } }),
    );
    const run = spawnSync(process.execPath, [SCRIPT], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The build failed: mf-other');
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(root, '.cache', 'builds.json'), 'utf8')))).toEqual([
      'packages/app',
    ]);
  });
});
