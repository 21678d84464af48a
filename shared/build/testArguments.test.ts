/** @jest-environment node */
// `npm test -- <filters>` (scripts/test.mjs): each runner gets the filters, or npm test refuses what it cannot pass on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runnerArguments } from '../../scripts/testArguments.cjs';

const repo = path.resolve(__dirname, '../..');

/** The test files jest would run with `args`, relative to the repository. */
function jestFiles(args: string[]) {
  const listed = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--listTests', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
  expect(listed.status).toBe(0);
  return listed.stdout
    .split('\n')
    .filter(Boolean)
    .map((file) => path.relative(repo, file))
    .sort();
}

describe("npm test's arguments", () => {
  it('are filters of test files that each runner takes: the unit tests, the sandbox tests, the end-to-end tests', () => {
    const runners = runnerArguments(['buildChanged', 'loyalty/partnerLinks']);
    expect(jestFiles(runners.unit)).toEqual(['shared/build/buildChanged.test.ts']);
    expect(jestFiles(runners.sandbox)).toEqual(['sandbox/src/loyalty/partnerLinks.test.ts']);
    expect(runners.e2e).toEqual(['--pass-with-no-tests', 'buildChanged', 'loyalty/partnerLinks']);
    expect(runners.deployment).toBe(false);
  });

  it('without filters run every test, the sandbox tests apart from the others', () => {
    const runners = runnerArguments([]);
    const unit = jestFiles(runners.unit);
    const sandbox = jestFiles(runners.sandbox);
    expect(unit).toContain('shared/build/buildChanged.test.ts');
    expect(unit.filter((file) => file.startsWith('sandbox/') || file.endsWith('.sandbox.test.ts'))).toEqual([]);
    expect(sandbox.length).toBeGreaterThan(10);
    expect(sandbox.every((file) => file.startsWith('sandbox/') || file.endsWith('.sandbox.test.ts'))).toBe(true);
    expect(runners.e2e).toEqual([]);
    expect(runners.deployment).toBe(true);
  });

  it('run the deployment test only when a filter matches one of its specs, as Playwright matches their paths', () => {
    expect(runnerArguments(['4-release']).deployment).toBe(true);
    expect(runnerArguments(['mf-points', 'e2e/deployment/']).deployment).toBe(true);
    expect(runnerArguments(['release.spec']).deployment).toBe(true);
    expect(runnerArguments(['tests/release.spec', 'deployment/images']).deployment).toBe(false);
  });

  it('refuses an option, which no two runners read alike, before it runs anything', () => {
    expect(() => runnerArguments(['mf-points', '--bail'])).toThrow(
      'npm test takes filters of test files only (npm test -- mf-points sandbox/src/loyalty), not "--bail"',
    );
    const run = spawnSync(process.execPath, [path.join(repo, 'scripts', 'test.mjs'), '-t', 'points'], {
      cwd: repo,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 2, stdout: '' });
    expect(run.stderr).toContain('not "-t": give it to one runner, npx jest -t <paths> or npm run e2e -- <files> -t');
  });
});
