import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PLAN } from './canaryPlan';
import { fileRecord } from './record';
import { release, ReleaseRefused } from './release';
import { pointsEntry, servedPointsBuilds } from './testing/testBuilds';

describe('npm run release with --canary', () => {
  let served: Awaited<ReturnType<typeof servedPointsBuilds>>;
  let root: string;
  let origin: string;
  let registryFile: string;
  let shellManifestFile: string;

  beforeAll(async () => {
    served = await servedPointsBuilds([
      ['1.0.0', 'aaa1111'],
      ['1.1.0', 'bbb2222'],
      ['1.2.0', 'ccc3333', { canary: { stages: [10, 100], minBuyers: 40 } }],
      ['1.3.0', 'ddd4444', { canary: { stages: [10, 50] } }],
    ]);
    ({ root, origin, shellManifestFile } = served);
  });
  afterAll(() => served.close());
  beforeEach(() => {
    registryFile = path.join(root, 'registry.json');
    writeFileSync(registryFile, JSON.stringify({ points: pointsEntry(`${origin}/1.0.0+aaa1111/mf-manifest.json`) }));
    writeFileSync(`${registryFile}.history.jsonl`, '');
  });

  const run = (version: string, options: { share?: number } = {}) =>
    release({
      step: 'points',
      version,
      record: fileRecord(registryFile),
      by: 'points team',
      shellManifestFile,
      canary: true,
      ...options,
    });
  const points = () =>
    (JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, Record<string, unknown>>).points;
  const history = () => fileRecord(registryFile).history();

  it("puts the build on trial at its plan's first share, and records the canary's state", async () => {
    const outcome = await run('1.1.0+bbb2222');
    expect(outcome.sharing).toMatchObject({ share: 5 });
    expect(points()?.trial).toMatchObject({ manifest: `${origin}/1.1.0+bbb2222/mf-manifest.json`, share: 5 });
    const [entry] = await history();
    expect(entry).toMatchObject({
      action: 'share',
      share: 5,
      verdict: 'passed',
      canary: { build: `${origin}/1.1.0+bbb2222/mf-manifest.json`, plan: DEFAULT_PLAN, stage: 0 },
    });
    expect(Date.parse(entry?.canary?.since ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it("takes the plan from the build's step.json", async () => {
    await run('1.2.0+ccc3333');
    expect(points()?.trial).toMatchObject({ share: 10 });
    expect((await history())[0]?.canary?.plan).toEqual({ ...DEFAULT_PLAN, stages: [10, 100], minBuyers: 40 });
  });

  it('refuses a plan that is not one, --share with it, and the build the step already runs, recording nothing but the refusal', async () => {
    const before = readFileSync(registryFile, 'utf8');
    await expect(run('1.3.0+ddd4444')).rejects.toThrow(
      /cannot start a canary: its step.json "canary.stages" must be rising/,
    );
    await expect(run('1.1.0+bbb2222', { share: 50 })).rejects.toThrow(/leave --share out/);
    await expect(run('1.0.0+aaa1111')).rejects.toThrow(ReleaseRefused);
    expect(readFileSync(registryFile, 'utf8')).toBe(before);
    expect((await history()).map((entry) => entry.verdict)).toEqual([
      expect.stringMatching(/^refused: .*canary.stages/),
      expect.stringMatching(/^refused: .*--share/),
      expect.stringMatching(/^refused: .*already points's build/),
    ]);
  });
});
