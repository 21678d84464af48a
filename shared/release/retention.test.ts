// Which published builds `npm run release -- prune` removes (retention.js), on folders of builds in the temp folder:
// only those neither the record, nor a step's last changes, nor the last day's changes name, published over a day ago.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileRecord, seedRecord, type HistoryEntry, type Registry } from './record';
import { HOLD_MS, KEEP_CHANGES, pruneBuilds } from './retention';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = { points: 'http://127.0.0.1:8084', payment: 'https://steps.example/payment' } as const;

const manifest = (step: keyof typeof ORIGIN, folder: string) => `${ORIGIN[step]}/${folder}/mf-manifest.json`;
const entry = (step: keyof typeof ORIGIN, folder: string, trial?: string) => ({
  manifest: manifest(step, folder),
  routes: [],
  journey: {},
  calls: [],
  ...(trial ? { trial: { manifest: manifest(step, trial), routes: [], journey: {}, calls: [], share: 10 } } : {}),
});

let version = 0;
/** A history entry of a change of `step` from the build `from` to `to` (undefined: none), made `ago` ms before NOW. */
function change(
  step: keyof typeof ORIGIN,
  from: string | undefined,
  to: string | undefined,
  ago: number,
): HistoryEntry {
  version += 1;
  return {
    version,
    at: new Date(NOW - ago).toISOString(),
    by: 'team',
    action: to ? 'release' : 'withdraw',
    step,
    from: from ? manifest(step, from) : null,
    to: to ? manifest(step, to) : null,
    verdict: 'passed',
    ...(from ? { before: entry(step, from) } : {}),
    ...(to ? { after: entry(step, to) } : {}),
  };
}

/** A store with each step's folder of builds, each build published `ago` ms before NOW. */
function store(builds: Record<string, Record<string, number>>) {
  const root = mkdtempSync(path.join(tmpdir(), 'builds-'));
  for (const [step, folders] of Object.entries(builds)) {
    for (const [folder, ago] of Object.entries(folders)) {
      const dir = path.join(root, step, folder);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
      writeFileSync(path.join(dir, 'remoteEntry.js'), '');
      const at = new Date(NOW - ago);
      utimesSync(path.join(dir, 'mf-manifest.json'), at, at);
      utimesSync(dir, at, at);
    }
  }
  const folders = Object.fromEntries(Object.keys(builds).map((step) => [step, path.join(root, step)]));
  const left = (step: string) => (existsSync(path.join(root, step)) ? readdirSync(path.join(root, step)).sort() : []);
  return { root, folders, left };
}

const prune = (folders: Record<string, string>, registry: Registry, history: HistoryEntry[], dryRun = false) =>
  pruneBuilds({ folders, registry, history, now: NOW, dryRun })
    .map((build) => `${build.step}/${build.folder}`)
    .sort();

describe('pruning published builds', () => {
  it("keeps the record's builds and trials, and removes an old build nothing names", () => {
    const { folders, left } = store({
      points: { '1.0.0+a': 3 * DAY, '1.1.0+b': 3 * DAY, '0.9.0+old': 3 * DAY },
      payment: { '2.0.0+c': 3 * DAY, '2.1.0+d': 3 * DAY },
    });
    const registry = { points: entry('points', '1.0.0+a', '1.1.0+b'), payment: entry('payment', '2.1.0+d') };
    expect(prune(folders, registry, [])).toEqual(['payment/2.0.0+c', 'points/0.9.0+old']);
    expect(left('points')).toEqual(['1.0.0+a', '1.1.0+b']);
    expect(left('payment')).toEqual(['2.1.0+d']);
  });

  it("keeps what a step's last changes went from and to, for its rollbacks, and what any change of the last day named", () => {
    const folders = Object.fromEntries(
      Array.from({ length: KEEP_CHANGES + 3 }, (_, i) => [`1.${i}.0+b${i}`, 10 * DAY]),
    );
    const { folders: builds, left } = store({ points: folders, payment: { '2.0.0+c': 10 * DAY, '2.1.0+d': 10 * DAY } });
    // points went from build 0 to 1, 1 to 2, ... each a week ago; payment from c to d twenty hours ago.
    const history = Array.from({ length: KEEP_CHANGES + 2 }, (_, i) =>
      change('points', `1.${i}.0+b${i}`, `1.${i + 1}.0+b${i + 1}`, 7 * DAY),
    );
    history.push(change('payment', '2.0.0+c', '2.1.0+d', 20 * 60 * 60 * 1000));
    const last = KEEP_CHANGES + 2;
    const registry = { points: entry('points', `1.${last}.0+b${last}`), payment: entry('payment', '2.1.0+d') };
    // The points changes kept are the last KEEP_CHANGES: from build 2 on. Builds 0 and 1 are older than that.
    expect(prune(builds, registry, history)).toEqual(['points/1.0.0+b0', 'points/1.1.0+b1']);
    expect(left('payment')).toEqual(['2.0.0+c', '2.1.0+d']);
  });

  it('keeps a build named by a change less than a day ago, however many changes came since', () => {
    const { folders, left } = store({ points: { '1.0.0+a': 3 * DAY, '1.1.0+b': 3 * DAY, '1.2.0+c': 3 * DAY } });
    const history = [change('points', '1.0.0+a', '1.1.0+b', HOLD_MS - 60_000)];
    for (let i = 0; i < KEEP_CHANGES; i += 1)
      history.push(change('points', i % 2 ? '1.2.0+c' : '1.1.0+b', i % 2 ? '1.1.0+b' : '1.2.0+c', 1000));
    expect(prune(folders, { points: entry('points', '1.2.0+c') }, history)).toEqual([]);
    expect(left('points')).toEqual(['1.0.0+a', '1.1.0+b', '1.2.0+c']);
  });

  it("keeps a withdrawn step's last build, which a rollback of the withdrawal brings back, whatever other steps do since", () => {
    const { folders, left } = store({ payment: { '2.0.0+c': 3 * DAY }, points: { '1.0.0+a': 3 * DAY } });
    const history = [change('payment', '2.0.0+c', undefined, 3 * DAY)];
    for (let i = 0; i < KEEP_CHANGES + 1; i += 1) history.push(change('points', '1.0.0+a', '1.0.0+a', 2 * DAY));
    expect(prune(folders, { points: entry('points', '1.0.0+a') }, history)).toEqual([]);
    expect(left('payment')).toEqual(['2.0.0+c']);
  });

  it('keeps a build published less than a day ago that nothing names yet: a release is on its way, or a test', () => {
    const { folders, left } = store({
      points: { '1.0.0+a': 3 * DAY, '1.1.0+new': HOLD_MS - 60_000, '0.9.0+old': HOLD_MS + 60_000 },
    });
    expect(prune(folders, { points: entry('points', '1.0.0+a') }, [])).toEqual(['points/0.9.0+old']);
    expect(left('points')).toEqual(['1.0.0+a', '1.1.0+new']);
  });

  it("matches a build by its step's folder and its name, not by the name alone", () => {
    const { folders } = store({ points: { '1.0.0+same': 3 * DAY }, payment: { '1.0.0+same': 3 * DAY } });
    expect(prune(folders, { points: entry('points', '1.0.0+same') }, [])).toEqual(['payment/1.0.0+same']);
  });

  it('leaves what is not a build folder: a dev build, a copy being published, a file', () => {
    const { root, folders, left } = store({ points: { '1.0.0+a': 3 * DAY } });
    for (const name of ['dev', '.1.1.0+b.publishing.12']) mkdirSync(path.join(root, 'points', name));
    writeFileSync(path.join(root, 'points', '0.1.0+file'), '');
    utimesSync(path.join(root, 'points', '0.1.0+file'), new Date(NOW - 3 * DAY), new Date(NOW - 3 * DAY));
    expect(prune(folders, { points: entry('points', '1.0.0+a') }, [])).toEqual([]);
    expect(left('points')).toEqual(['.1.1.0+b.publishing.12', '0.1.0+file', '1.0.0+a', 'dev']);
  });

  it('removes nothing when asked only what it would remove', () => {
    const { folders, left } = store({ points: { '1.0.0+a': 3 * DAY, '0.9.0+old': 3 * DAY } });
    expect(prune(folders, { points: entry('points', '1.0.0+a') }, [], true)).toEqual(['points/0.9.0+old']);
    expect(left('points')).toEqual(['0.9.0+old', '1.0.0+a']);
  });

  it('removes nothing without a record: a wrong record file does not empty the store', () => {
    const { folders, left } = store({ points: { '1.0.0+a': 3 * DAY } });
    for (const registry of [{}, undefined]) {
      expect(() => prune(folders, registry as unknown as Registry, [])).toThrow(
        'There is no release record to keep builds by: nothing is removed',
      );
    }
    expect(left('points')).toEqual(['1.0.0+a']);
  });
});

describe('npm run release -- prune', () => {
  const release = (...args: string[]) =>
    spawnSync(process.execPath, [path.resolve(__dirname, '../../scripts/release.mjs'), 'prune', ...args], {
      encoding: 'utf8',
    });

  it("prunes a build store's step folders by a record file, and first says what it would remove", async () => {
    // The command prunes as of now: the builds were published three days before now (`store` dates them before NOW).
    const threeDaysAgo = NOW - (Date.now() - 3 * DAY);
    const { root, left } = store({ points: { '1.0.0+a': threeDaysAgo, '0.9.0+old': threeDaysAgo } });
    const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'record-')), 'registry.json');
    await seedRecord(fileRecord(registryFile), { points: entry('points', '1.0.0+a') }, 'test', 'seeded');

    const dry = release('--builds', root, '--registry', registryFile, '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('would remove points/0.9.0+old');
    expect(left('points')).toEqual(['0.9.0+old', '1.0.0+a']);

    const pruned = release('--builds', root, '--registry', registryFile);
    expect(pruned.status).toBe(0);
    expect(pruned.stdout).toContain('removed points/0.9.0+old');
    expect(pruned.stdout).toContain(`1 build removed, by the record ${registryFile}.`);
    expect(left('points')).toEqual(['1.0.0+a']);
  });

  it('removes nothing by a record file that is not there', () => {
    const { root, left } = store({ points: { '1.0.0+a': 3 * DAY } });
    const missing = release('--builds', root, '--registry', path.join(root, 'no-such-record.json'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('There is no release record to keep builds by: nothing is removed');
    expect(left('points')).toEqual(['1.0.0+a']);
  });
});
