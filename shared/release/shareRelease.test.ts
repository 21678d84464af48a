import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileRecord } from './record';
import { release, ReleaseRefused } from './release';
import { withShare, withoutTrial } from './shareRelease';
import { pointsEntry, servedPointsBuilds } from './testing/testBuilds';

const A = pointsEntry('http://s/1.0.0+a/mf-manifest.json');
const B = pointsEntry('http://s/1.1.0+b/mf-manifest.json');
const C = pointsEntry('http://s/1.2.0+c/mf-manifest.json');

describe('a release by share', () => {
  it("makes a new build the step's trial, with that share; the step's own build stays its entry", () => {
    expect(withShare('points', A, B, 10)).toEqual({ ...A, trial: { ...B, share: 10 } });
  });

  it('widens or narrows the trial by releasing it again, up to every starting buyer', () => {
    const trying = { ...A, trial: { ...B, share: 10 } };
    expect(withShare('points', trying, { ...B, trial: trying.trial }, 100)).toEqual({
      ...A,
      trial: { ...B, share: 100 },
    });
  });

  it("rolls back by share: the step's own build gets the share, the trial the rest, and keeps its buyers", () => {
    const trying = { ...A, trial: { ...B, share: 50 } };
    expect(withShare('points', trying, A, 100)).toEqual({ ...A, trial: { ...B, share: 0 } });
    expect(withShare('points', trying, A, 70)).toEqual({ ...A, trial: { ...B, share: 30 } });
  });

  it('leaves an entry alone that already gives every buyer the build', () => {
    expect(withShare('points', A, A, 50)).toEqual(A);
  });

  it('refuses a third build while a trial is under way', () => {
    expect(withShare('points', { ...A, trial: { ...B, share: 50 } }, C, 10)).toMatch(
      /already shares its buyers with http:\/\/s\/1\.1\.0\+b/,
    );
  });

  it('ends a trial with a release without share', () => {
    expect(withoutTrial({ ...B, trial: { ...A, share: 0 } })).toEqual(B);
  });
});

describe('npm run release with --share, on a registry', () => {
  let served: Awaited<ReturnType<typeof servedPointsBuilds>>;
  let root: string;
  let origin: string;
  let registryFile: string;
  let shellManifestFile: string;

  beforeAll(async () => {
    served = await servedPointsBuilds([
      ['1.0.0', 'aaa1111'],
      ['1.1.0', 'bbb2222'],
      ['1.2.0', 'ccc3333'],
    ]);
    ({ root, origin, shellManifestFile } = served);
  });
  afterAll(() => served.close());
  beforeEach(() => {
    registryFile = path.join(root, 'registry.json');
    writeFileSync(registryFile, JSON.stringify({ points: pointsEntry(`${origin}/1.0.0+aaa1111/mf-manifest.json`) }));
  });

  const run = (version: string, share?: number) =>
    release({ step: 'points', version, record: fileRecord(registryFile), by: 'points team', shellManifestFile, share });
  const points = () =>
    (JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, Record<string, unknown>>).points;

  it('puts the build on trial with its share, then completes it for every buyer without --share', async () => {
    const shared = await run('1.1.0+bbb2222', 25);
    expect(shared).toMatchObject({
      changed: true,
      sharing: {
        main: `${origin}/1.0.0+aaa1111/mf-manifest.json`,
        trial: `${origin}/1.1.0+bbb2222/mf-manifest.json`,
        share: 25,
      },
    });
    expect(points()).toEqual({
      ...pointsEntry(`${origin}/1.0.0+aaa1111/mf-manifest.json`),
      trial: { ...pointsEntry(`${origin}/1.1.0+bbb2222/mf-manifest.json`), share: 25 },
    });
    await run('1.1.0+bbb2222', 100);
    expect(points()?.trial).toMatchObject({ share: 100 });
    const completed = await run('1.1.0+bbb2222');
    expect(completed.sharing).toBeUndefined();
    expect(points()).toEqual(pointsEntry(`${origin}/1.1.0+bbb2222/mf-manifest.json`));
  });

  it('rolls back by share, keeping the trial for its buyers, and refuses a third build meanwhile', async () => {
    await run('1.1.0+bbb2222', 50);
    await run('1.0.0+aaa1111', 100);
    expect(points()?.trial).toMatchObject({ manifest: `${origin}/1.1.0+bbb2222/mf-manifest.json`, share: 0 });
    const before = readFileSync(registryFile, 'utf8');
    await expect(run('1.2.0+ccc3333', 10)).rejects.toThrow(ReleaseRefused);
    expect(readFileSync(registryFile, 'utf8')).toBe(before);
  });
});
