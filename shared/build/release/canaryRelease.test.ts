import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '@greencard/serve';
import { DEFAULT_PLAN } from './canaryPlan';
import { fileRecord } from './record';
import { release, ReleaseRefused } from './release';
import { shellManifest, stepManifest } from './testBuilds';

const ROUTES = [
  { page: 'points', path: '/points', layout: 'default', step: 'points', title: { uk: 'Бали', en: 'Points' } },
];
const JOURNEY = { label: { uk: 'Бали', en: 'Points' }, follows: 'confirm', needs: ['signed'] };
const build = (manifest: string) => ({ manifest, routes: ROUTES, journey: JOURNEY, calls: [] });

describe('npm run release with --canary', () => {
  let root: string;
  let server: FastifyInstance;
  let origin: string;
  let registryFile: string;
  let shellManifestFile: string;
  const canaries: Record<string, unknown> = {
    bbb2222: undefined,
    ccc3333: { stages: [10, 100], minBuyers: 40 },
    ddd4444: { stages: [10, 50] },
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'canary-release-'));
    const dist = path.join(root, 'dist');
    for (const [version, id] of [
      ['1.0.0', 'aaa1111'],
      ['1.1.0', 'bbb2222'],
      ['1.2.0', 'ccc3333'],
      ['1.3.0', 'ddd4444'],
    ] as const) {
      const folder = path.join(dist, `${version}+${id}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(stepManifest('points', version, id)));
      writeFileSync(path.join(folder, 'remoteEntry.js'), 'var greencard_points;');
      writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(ROUTES));
      const canary = canaries[id];
      writeFileSync(
        path.join(folder, 'step.json'),
        JSON.stringify({ journey: JOURNEY, calls: [], ...(canary ? { canary } : {}) }),
      );
    }
    shellManifestFile = path.join(root, 'shell-manifest.json');
    writeFileSync(shellManifestFile, JSON.stringify(shellManifest()));
    server = await createStaticServer({ root: dist, cors: true });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    registryFile = path.join(root, 'remotes.json');
    writeFileSync(registryFile, JSON.stringify({ points: build(`${origin}/1.0.0+aaa1111/mf-manifest.json`) }));
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
