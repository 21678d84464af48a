import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bumpStepVersion, nextVersion, stepVersion } from './buildVersion';

const repo = path.resolve(__dirname, '../..');

const tempFolder = () => fs.mkdtempSync(path.join(tmpdir(), 'step-version-'));

describe("a step's version", () => {
  it('is read from its version.json, not its package.json', () => {
    const dir = tempFolder();
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: '@greencard/mf-review', version: '1.0.0' }),
    );
    fs.writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: '2.3.4' }));
    expect(stepVersion(dir)).toBe('2.3.4');
    for (const version of ['2.3', 'v2.3.4', 2, '2.3.4+build']) {
      fs.writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version }));
      expect(() => stepVersion(dir)).toThrow('"version" must be a semver version');
    }
  });

  it('moves on by major, minor or patch, or to the version named', () => {
    expect(nextVersion('1.2.3', 'patch')).toBe('1.2.4');
    expect(nextVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(nextVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(nextVersion('1.9.3-rc.1', 'minor')).toBe('1.10.0');
    // A pre-release moves to its own release first, as semver (and npm version) take it.
    expect(nextVersion('1.3.0-rc.1', 'patch')).toBe('1.3.0');
    expect(nextVersion('1.3.0-rc.1', 'minor')).toBe('1.3.0');
    expect(nextVersion('1.2.3', '1.4.0-rc.1')).toBe('1.4.0-rc.1');
    expect(() => nextVersion('1.2.3', 'next')).toThrow('neither major, minor, patch nor a semver version');
    expect(() => nextVersion('1.2', 'minor')).toThrow('is not a semver version');
    expect(() => nextVersion('1.2.3', 'v1.3.0')).toThrow('neither major, minor, patch nor a semver version');
  });

  it('is written to version.json alone', () => {
    const dir = tempFolder();
    fs.writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ version: '1.0.0' }));
    expect(bumpStepVersion(dir, 'minor')).toBe('1.1.0');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'version.json'), 'utf8'))).toEqual({ version: '1.1.0' });
    expect(fs.readdirSync(dir)).toEqual(['version.json']);
  });

  it('every step of the repository has one', () => {
    for (const folder of fs.readdirSync(repo).filter((name) => name.startsWith('mf-'))) {
      expect(stepVersion(path.join(repo, folder))).toMatch(/^\d+\.\d+\.\d+/);
    }
  });
});

describe('npm run release:version', () => {
  /**
   * A repository with the command's own files, the root package.json and lock, and two steps, committed: what `git
   * status` shows after the command is what it changed.
   */
  function repositoryCopy() {
    const root = tempFolder();
    const files = [
      'package.json',
      'package-lock.json',
      'scripts/stepVersion.mjs',
      'shared/build/buildVersion.js',
      'shared/build/steps.js',
      ...['points', 'payment'].flatMap((step) =>
        ['package.json', 'step.json', 'version.json'].map((file) => `mf-${step}/${file}`),
      ),
    ];
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(repo, file), path.join(root, file));
    }
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    git('init', '-q');
    // The packages the command loads (the step contract's step-name rule), from the repository's own install.
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
    fs.appendFileSync(path.join(root, '.git', 'info', 'exclude'), 'node_modules\n');
    git('add', '.');
    git('-c', 'user.name=test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', 'copy');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(root, 'scripts/stepVersion.mjs'), ...args], {
        cwd: root,
        encoding: 'utf8',
      });
    return { root, git, run };
  }

  it("changes the step's version.json and no other file: not the lock, not its package.json", () => {
    const { root, git, run } = repositoryCopy();
    const before = stepVersion(path.join(root, 'mf-points'));
    const bumped = run('points', 'minor');
    expect(bumped.status).toBe(0);
    expect(bumped.stdout).toContain(`points is now ${nextVersion(before, 'minor')}`);
    expect(git('status', '--porcelain').split('\n').filter(Boolean)).toEqual([' M mf-points/version.json']);
    expect(stepVersion(path.join(root, 'mf-points'))).toBe(nextVersion(before, 'minor'));
  });

  it('refuses a step that is not a folder of the repository, and a change it does not know, writing nothing', () => {
    const { git, run } = repositoryCopy();
    expect(run('review', 'minor')).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('No step "review": the steps are payment, points'),
    });
    expect(run('points', 'sideways')).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('neither major, minor, patch'),
    });
    expect(run('points')).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('Usage: npm run release:version'),
    });
    expect(git('status', '--porcelain')).toBe('');
  });
});
