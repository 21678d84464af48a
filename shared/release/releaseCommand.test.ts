// `npm run release` as a person or a script meets it (scripts/release.mjs): a mistake says what is missing with the
// command's own usage, status shows a canary's stage, promote and abort move it, every command answers JSON with
// --json, and a --dry-run changes nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PLAN } from './canaryPlan';

const MAIN = 'http://127.0.0.1:8084/1.0.0+aaa1111/mf-manifest.json';
const TRIAL = 'http://127.0.0.1:8084/1.1.0+bbb2222/mf-manifest.json';
const POINTS = { manifest: MAIN, routes: [] };
const SINCE = '2026-12-01T10:00:00.000Z';

/** A local record whose points step has a canary at its first stage (5%), judged once. */
function recordWithCanary() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'release-command-')), 'registry.json');
  const shared = { ...POINTS, trial: { ...POINTS, manifest: TRIAL, share: 5 } };
  writeFileSync(file, JSON.stringify({ points: shared }));
  const canary = { build: TRIAL, plan: DEFAULT_PLAN, stage: 0, since: SINCE };
  const history = [
    { version: 1, at: SINCE, by: 'test', action: 'seed', step: null, from: null, to: null, verdict: 'seeded' },
    { version: 2, at: SINCE, by: 'loyalty', action: 'share', step: 'points', from: MAIN, to: TRIAL, share: 5 },
    { version: 3, at: SINCE, by: 'canary', action: 'hold', step: 'points', from: MAIN, to: TRIAL, share: 5 },
  ];
  writeFileSync(
    `${file}.history.jsonl`,
    [
      history[0],
      { ...history[1], verdict: 'passed', before: POINTS, after: shared, canary },
      {
        ...history[2],
        verdict: 'held: not enough data',
        judged: { verdict: 'not enough data', summary: 'buyers 12 and 11 of 500' },
        canary: { ...canary, held: true },
      },
    ]
      .map((entry) => JSON.stringify(entry))
      .join('\n') + '\n',
  );
  return file;
}

const release = (file: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.resolve(__dirname, '../../scripts/release.mjs'), ...args, '--registry', file], {
    encoding: 'utf8',
    env: { ...process.env, RELEASE_AUTHOR: 'loyalty' },
  });

/** The record's files, to show a command left them as they were. */
const contents = (file: string) => [readFileSync(file, 'utf8'), readFileSync(`${file}.history.jsonl`, 'utf8')];

describe('npm run release: status, promote, abort, --json, --dry-run', () => {
  it("shows each step's build, its trial, the canary's stage and latest verdict, as text and as JSON", () => {
    const file = recordWithCanary();
    const text = release(file, 'status');
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('points       1.0.0+aaa1111; 1.1.0+bbb2222 for 5% of starting buyers');
    expect(text.stdout).toContain('canary 1.1.0+bbb2222: stage 1 of 4 (5%, stages 5% 25% 50% 100%)');
    expect(text.stdout).toContain('last verdict 2026-12-01T10:00:00.000Z on 1.1.0+bbb2222: not enough data');
    const json = release(file, 'status', 'points', '--json');
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      where: file,
      steps: [
        {
          step: 'points',
          build: '1.0.0+aaa1111',
          trial: { build: '1.1.0+bbb2222', share: 5 },
          canary: { build: '1.1.0+bbb2222', stage: 1, stages: [5, 25, 50, 100], share: 5, since: SINCE, held: true },
          lastVerdict: {
            at: SINCE,
            build: '1.1.0+bbb2222',
            verdict: 'not enough data',
            summary: 'buyers 12 and 11 of 500',
            action: 'hold',
          },
        },
      ],
    });
  });

  it('says a dry run would promote or abort, and changes nothing', () => {
    const file = recordWithCanary();
    const before = contents(file);
    const promoted = release(file, 'promote', 'points', '--dry-run');
    expect(promoted.status).toBe(0);
    expect(promoted.stdout).toContain(
      `Dry run: ${file} is unchanged.\nIt would record:\n  share points at 25%: ${MAIN} -> ${TRIAL} (by loyalty)`,
    );
    const aborted = JSON.parse(release(file, 'abort', 'points', '--dry-run', '--json').stdout);
    expect(aborted).toMatchObject({ dryRun: true, planned: [{ action: 'rollback', from: TRIAL, to: MAIN }] });
    expect(release(file, 'points', '--withdraw', '--dry-run').stdout).toContain('withdraw points: ');
    expect(release(file, 'rollback', 'points', '--dry-run').stdout).toContain(`rollback points: ${MAIN} -> ${MAIN}`);
    expect(contents(file)).toEqual(before);
  });

  it('promotes the canary to its next stage, then aborts it, each recorded by its author', () => {
    const file = recordWithCanary();
    const promoted = release(file, 'promote', 'points');
    expect(promoted.stdout).toContain("points's canary moves on to 25% of the buyers who start a journey");
    expect(JSON.parse(release(file, 'status', '--json').stdout).steps[0].canary).toMatchObject({ stage: 2, share: 25 });
    const aborted = JSON.parse(release(file, 'abort', 'points', '--json').stdout);
    expect(aborted).toEqual({ build: TRIAL, manifest: MAIN, where: file });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ points: POINTS });
    const history = readFileSync(`${file}.history.jsonl`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(history.slice(-2).map(({ by, action }) => ({ by, action }))).toEqual([
      { by: 'loyalty', action: 'share' },
      { by: 'loyalty', action: 'rollback' },
    ]);
  });

  it('answers a refusal as JSON on standard output with --json, with exit code 1', () => {
    const file = recordWithCanary();
    release(file, 'abort', 'points');
    const refused = release(file, 'promote', 'points', '--json');
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stdout)).toEqual({
      refused: 'points has no canary under way: there is nothing to promote',
      where: file,
    });
    // A build the step ran only on trial was never its build: going back to it is a release.
    expect(JSON.parse(release(file, 'rollback', 'points', '--to', '1.1.0+bbb2222', '--json').stdout)).toEqual({
      refused: 'points never ran 1.1.0+bbb2222, as its release history tells: release it instead',
      where: file,
    });
  });

  it('refuses, with exit code 1, when the release service cannot be reached', () => {
    const file = recordWithCanary();
    writeFileSync(`${file}.credential`, 'a-credential\n');
    const args = ['status', '--shop', 'http://127.0.0.1:1', '--credential-file', `${file}.credential`, '--json'];
    const { status, stdout } = release(file, ...args);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      refused: 'The release service at http://127.0.0.1:1 could not be reached: fetch failed',
      where: 'http://127.0.0.1:1',
    });
  });

  it("sends the team's credential only over https, or over http to this machine", () => {
    const file = recordWithCanary();
    writeFileSync(`${file}.credential`, 'a-credential\n');
    const status = (shop: string) =>
      release(file, 'status', '--shop', shop, '--credential-file', `${file}.credential`, '--json');
    for (const shop of ['http://shop.invalid:9470', 'http://10.0.0.7:9470', 'ftp://127.0.0.1:1', 'shop-1:9470']) {
      const refused = status(shop);
      expect(refused).toMatchObject({ status: 2, stdout: '' });
      expect(refused.stderr.split('\n')[0]).toBe(
        `--shop ${shop}: the team's credential goes only to an https:// address, or over http:// to this machine (localhost, 127.0.0.0/8, ::1).`,
      );
    }
    // Taken: each is asked, and cannot be reached.
    for (const shop of ['https://shop.invalid', 'http://127.3.0.1:1', 'http://[::1]:1', 'http://localhost:1'])
      expect(status(shop)).toMatchObject({ status: 1, stdout: expect.stringContaining('could not be reached') });
  });

  it("takes the credential file's first line, and never prints a credential it cannot send", () => {
    const file = recordWithCanary();
    const status = (credential: string) => {
      writeFileSync(`${file}.credential`, credential);
      return release(
        file,
        'status',
        '--shop',
        'http://127.0.0.1:1',
        '--credential-file',
        `${file}.credential`,
        '--json',
      );
    };
    const noted = status('gcr_secret\r\n# payments, issued on 1 December\n');
    expect(noted).toMatchObject({ status: 1, stdout: expect.stringContaining('could not be reached: fetch failed') });
    const garbled = status('gcr_sec\u0007ret\n');
    expect(garbled.status).toBe(2);
    expect(garbled.stderr.split('\n')[0]).toBe(
      "The team's credential is not one line of printable characters: copy it again from where it was handed over.",
    );
    for (const { stdout, stderr } of [noted, garbled]) expect(stdout + stderr).not.toContain('gcr_sec');
  });

  it('takes --share as a whole percentage from 0 to 100 only', () => {
    const file = recordWithCanary();
    const share = (value: string) =>
      release(file, 'points', '1.2.0+ccc3333', `--share=${value}`, '--origin', 'http://127.0.0.1:1', '--dry-run');
    // Taken: the release goes on, and is refused as the build cannot be loaded.
    for (const value of ['0', '50', '100']) expect(share(value)).toMatchObject({ status: 1, stdout: '' });
    for (const value of ['101', '-1', '5.5', '', 'half', '1e2']) {
      const { status, stderr } = share(value);
      expect(status).toBe(2);
      expect(stderr).toMatch(/^--share takes a whole percentage from 0 to 100\.\n/);
    }
  });

  it.each([
    [['rollback'], 'rollback needs <step>.', 'rollback <step> [--to <version>] [--dry-run] [--json]'],
    [['promote'], 'promote needs <step>.', 'promote <step> [--dry-run] [--json]'],
    [['points'], 'release needs <version>.', '<step> <version> [--share <percent> | --canary] [--origin <url>]'],
    [['status', 'points', 'payment'], 'status takes [<step>]: "payment" is one too many.', 'status [<step>] [--watch'],
    [['history', '--dry-run'], '--dry-run is not an option of history.', 'history [<step>] [--json]'],
    [['status', '--interval', '5'], '--interval is for --watch.', 'status [<step>]'],
  ])('names what is wrong in %p in one line, then the command’s own usage only', (args, error, usage) => {
    const { status, stderr, stdout } = release(recordWithCanary(), ...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(error);
    expect(lines[1]).toContain(`Usage: npm run release -- ${usage}`);
  });
});
