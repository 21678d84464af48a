import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '@greencard/serve';
import { fileRecord } from './record';
import { parseStepOrigins } from './stepOrigins';
import { release, ReleaseRefused, rollback, withdraw } from './release';
import { integrityOf } from './registryEntry';
import { ENTRY_INTEGRITY, shellManifest, stepManifest } from './testing/testBuilds';

/** The first views of the points build that has them. */
const FIRST_VIEW = JSON.stringify({ uk: { '/points': '<p>Бали</p>' } });

const PAY = {
  method: 'POST',
  path: '/payment/easypay',
  params: { contract_id: 'contractId', successUrl: 'returnAddress', failUrl: 'returnAddress' },
  costs: 'payment',
};

const ROUTES = [
  { page: 'points', path: '/points', layout: 'default', step: 'points', title: { uk: 'Бали', en: 'Points' } },
];

/** A step's dist/ as the build leaves it: one folder per build. */
function putBuild(
  dist: string,
  step: string,
  version: string,
  build: string,
  options: { routes?: unknown; major?: number; step?: unknown; firstView?: { written: boolean; text?: string } } = {},
) {
  // Every build carries its routes.json and step.json unless it is one without (null).
  const { routes = ROUTES, step: stepJson = { journey: JOURNEY, calls: [] } } = options;
  const folder = path.join(dist, `${version}+${build}`);
  mkdirSync(folder, { recursive: true });
  const manifest = stepManifest(step, version, build, { journeyMajor: options.major ?? 1 });
  if (options.firstView) {
    Object.assign(manifest.metaData.greencard, { firstView: 'first-view.json' });
    if (options.firstView.written)
      writeFileSync(path.join(folder, 'first-view.json'), options.firstView.text ?? FIRST_VIEW);
  }
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  // Every build's container script is the same: a release pins it by its hash (ENTRY_INTEGRITY).
  writeFileSync(path.join(folder, 'remoteEntry.js'), 'var greencard_points;');
  if (routes) writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(routes));
  if (stepJson) writeFileSync(path.join(folder, 'step.json'), JSON.stringify(stepJson));
}

const REVIEW_ROUTES = [
  { page: 'review', path: '/review', layout: 'default', step: 'review', title: { uk: 'Огляд', en: 'Review' } },
];
const REVIEW_STEP = {
  journey: { label: { uk: 'Огляд', en: 'Review' }, follows: 'points', precedes: 'calculator', needs: ['signed'] },
  calls: [],
};
const JOURNEY = { label: { uk: 'Бали', en: 'Points' }, follows: 'confirm', when: 'loyaltyCustomer', needs: ['signed'] };
const BALANCE = {
  method: 'POST',
  path: '/loyalty/balance',
  params: { contract_id: 'contractId', customer_id: 'loyaltyCustomerId' },
  limit: 'loyalty',
};
/** The balance with one more parameter: a change of the call that drops nothing. */
const BALANCE_IN = { ...BALANCE, params: { ...BALANCE.params, lang: 'data' } };
const ORDER = {
  method: 'POST',
  path: '/loyalty/order',
  params: { contract_id: 'contractId', customer_id: 'loyaltyCustomerId', paidByPoints: 'data', secret: 'data' },
  limit: 'loyalty',
  texts: { skipWhen: { secret: 'given' } },
};
const HISTORY = { method: 'GET', path: '/loyalty/history', params: { lang: 'data' } };
/** A call of the review step's own. */
const NOTES = { method: 'GET', path: '/review/notes', params: { lang: 'data' } };
/** A step.json with a field the schema does not have and a value of the wrong type, naming its schema as mf-points/step.json does. */
const MISTYPED_STEP = {
  $schema: '../shared/step-contract/step.schema.json',
  journey: { ...JOURNEY, needs: 'signed' },
  calls: [BALANCE],
  owner: 'loyalty',
};

/** The validator an editor runs on a step.json: the schema its `$schema` names, read from there, refs and all. */
function editorSchemaCheck(stepJsonFile: string, value: { $schema: string }): string[] {
  const schemaFile = path.resolve(path.dirname(stepJsonFile), value.$schema);
  type Validate = ((value: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
  const Ajv = createRequire(schemaFile)('ajv') as new (options: object) => {
    addSchema(schema: unknown, key: string): void;
    getSchema(key: string): Validate | undefined;
  };
  const ajv = new Ajv({ allErrors: true });
  const folder = path.dirname(schemaFile);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), file);
  }
  const validate = ajv.getSchema(path.basename(schemaFile));
  if (!validate) throw new Error(`${schemaFile} is no schema`);
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`.trim());
}

describe('releasing a build of one step', () => {
  let root: string;
  let dist: string;
  let server: FastifyInstance;
  let origin: string;
  let registryFile: string;
  let shellManifestFile: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'release-'));
    dist = path.join(root, 'mf-points', 'dist');
    mkdirSync(dist, { recursive: true });
    putBuild(dist, 'points', '1.0.0', 'aaa1111');
    putBuild(dist, 'points', '1.1.0', 'bbb2222');
    putBuild(dist, 'points', '1.2.0', 'ccc3333', { routes: ROUTES });
    putBuild(dist, 'points', '1.2.1', 'kkk1111', { routes: null });
    putBuild(dist, 'points', '1.2.2', 'lll2222', { step: null });
    putBuild(dist, 'points', '2.0.0', 'ddd4444', { major: 2 });
    putBuild(dist, 'points', '1.3.0', 'eee5555', {
      routes: ROUTES,
      step: { journey: JOURNEY, calls: [BALANCE, ORDER] },
    });
    putBuild(dist, 'points', '1.4.0', 'fff6666', {
      routes: ROUTES,
      step: { journey: JOURNEY, calls: [BALANCE_IN, HISTORY] },
    });
    putBuild(dist, 'points', '1.5.0', 'ggg7777', {
      routes: ROUTES,
      step: { journey: JOURNEY, calls: [{ ...BALANCE, params: { ...BALANCE.params, customer_id: 'pointsOwner' } }] },
    });
    putBuild(dist, 'points', '1.6.0', 'hhh8888', { routes: ROUTES, step: { journey: JOURNEY, calls: [BALANCE, PAY] } });
    putBuild(dist, 'points', '1.7.0', 'iii9999', { routes: ROUTES, step: MISTYPED_STEP });
    putBuild(dist, 'points', '1.8.0', 'jjj0000', { routes: [{ ...ROUTES[0], layout: 'wide' }] });
    putBuild(dist, 'points', '1.3.0', 'abc1300', { firstView: { written: true } });
    putBuild(dist, 'points', '1.3.1', 'abc1301', { firstView: { written: false } });
    putBuild(dist, 'points', '1.3.2', 'abc1302', { firstView: { written: true, text: '<p>Бали</p>' } });
    shellManifestFile = path.join(root, 'shell-manifest.json');
    writeFileSync(shellManifestFile, JSON.stringify(shellManifest()));
    // The step's own server, serving its dist/ as a deployment would.
    server = await createStaticServer({ root: dist, cors: true });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  let reviewDist: string;
  let reviewOrigin: string;
  let reviewServer: FastifyInstance;
  beforeAll(async () => {
    reviewDist = path.join(root, 'mf-review', 'dist');
    mkdirSync(reviewDist, { recursive: true });
    putBuild(reviewDist, 'review', '1.0.0', 'eee5555', { routes: REVIEW_ROUTES, step: REVIEW_STEP });
    putBuild(reviewDist, 'review', '1.0.1', 'fff6666', { routes: REVIEW_ROUTES, step: null });
    putBuild(reviewDist, 'review', '1.0.2', 'aaa7777', {
      routes: REVIEW_ROUTES,
      step: { ...REVIEW_STEP, journey: { ...REVIEW_STEP.journey, follows: 'summary' } },
    });
    putBuild(reviewDist, 'review', '1.0.3', 'bbb8888', { routes: null, step: REVIEW_STEP });
    putBuild(reviewDist, 'review', '1.0.4', 'ccc9999', {
      routes: REVIEW_ROUTES,
      step: { ...REVIEW_STEP, calls: [NOTES] },
    });
    reviewServer = await createStaticServer({ root: reviewDist, cors: true });
    await reviewServer.listen({ port: 0, host: '127.0.0.1' });
    const address = reviewServer.server.address();
    reviewOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await server.close();
    await reviewServer.close();
  });

  /** The points entry a release of build `version` writes: its first views pinned when its build has them. */
  const pointsEntry = (version: string) => ({
    manifest: `${origin}/${version}/mf-manifest.json`,
    routes: ROUTES,
    journey: JOURNEY,
    calls: [],
    integrity: ENTRY_INTEGRITY,
    ...(version === '1.3.0+abc1300' && { firstViewIntegrity: integrityOf(Buffer.from(FIRST_VIEW)) }),
  });
  const registry = () => ({
    calculator: { manifest: 'http://127.0.0.1:1/1.0.0+x/mf-manifest.json', routes: [], journey: {}, calls: [] },
    points: pointsEntry('1.0.0+aaa1111'),
  });
  beforeEach(() => {
    registryFile = path.join(root, 'registry.json');
    writeFileSync(registryFile, `${JSON.stringify(registry(), null, 2)}\n`);
    rmSync(fileRecord(registryFile).historyFile, { force: true });
  });
  const record = () => fileRecord(registryFile);

  const run = (
    version: string,
    options: {
      origin?: string;
      accept?: (registry: Record<string, unknown>) => unknown;
      fetchImpl?: typeof fetch;
      share?: number;
    } = {},
  ) => release({ step: 'points', version, record: record(), by: 'points team', shellManifestFile, ...options });
  const readRegistry = () => JSON.parse(readFileSync(registryFile, 'utf8')) as Record<string, unknown>;

  it('refuses a build on an origin the shop does not allow for the step, fetching nothing from it', async () => {
    const fetchImpl = jest.fn(fetch);
    const origins = parseStepOrigins(`points=${origin}`);
    for (const elsewhere of ['http://127.0.0.99:5099', 'http://169.254.169.254', reviewOrigin]) {
      await expect(
        release({
          step: 'points',
          version: '1.1.0+bbb2222',
          record: record(),
          by: 'points team',
          shellManifestFile,
          origin: elsewhere,
          origins,
          fetchImpl,
        }),
      ).rejects.toThrow(
        `points 1.1.0+bbb2222 cannot go live: it is served from ${new URL(elsewhere).origin}, and the shop serves points's builds only from ${origin}`,
      );
    }
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(readRegistry()).toEqual(registry());
  });

  it('follows no redirect of a step server to elsewhere', async () => {
    const fetchImpl = jest.fn(fetch);
    await run('1.1.0+bbb2222', { fetchImpl });
    expect(fetchImpl.mock.calls.every(([, init]) => init?.redirect === 'error')).toBe(true);
  });

  it("switches only that step's entry, to the build served where the step's builds are", async () => {
    const outcome = await run('1.1.0+bbb2222');
    expect(outcome).toEqual({
      manifest: `${origin}/1.1.0+bbb2222/mf-manifest.json`,
      previous: `${origin}/1.0.0+aaa1111/mf-manifest.json`,
      changed: true,
      calls: { added: [], removed: [], changed: [] },
    });
    expect(readRegistry()).toEqual({ ...registry(), points: pointsEntry('1.1.0+bbb2222') });
  });

  it('releases a build whose first views are where its manifest says', async () => {
    await run('1.3.0+abc1300');
    expect(readRegistry().points).toEqual(pointsEntry('1.3.0+abc1300'));
  });

  it('rolls back by releasing the older build', async () => {
    await run('1.1.0+bbb2222');
    await run('1.0.0+aaa1111');
    expect(readRegistry()).toEqual(registry());
  });

  it("copies the build's routes.json into the entry", async () => {
    await run('1.2.0+ccc3333', { origin });
    expect(readRegistry().points).toEqual(pointsEntry('1.2.0+ccc3333'));
  });

  it("keeps the entry's other fields, and takes the uses and the container script of the build, never those before it", async () => {
    const uses = [{ method: 'GET', path: '/other' }];
    const points = { ...pointsEntry('1.0.0+aaa1111'), note: 'kept', uses, integrity: 'sha384-old' };
    writeFileSync(registryFile, JSON.stringify({ ...registry(), points }));
    await run('1.1.0+bbb2222');
    expect(readRegistry().points).toEqual({ ...pointsEntry('1.1.0+bbb2222'), note: 'kept' });
  });

  it('leaves the file alone when the step already runs that build, whatever order its entry lists its fields in', async () => {
    const { integrity, ...rest } = pointsEntry('1.0.0+aaa1111');
    writeFileSync(registryFile, `${JSON.stringify({ ...registry(), points: { integrity, ...rest } }, null, 2)}\n`);
    const before = statSync(registryFile).mtimeMs;
    expect((await run('1.0.0+aaa1111')).changed).toBe(false);
    expect(statSync(registryFile).mtimeMs).toBe(before);
  });

  it('leaves the file alone when the step already runs that build', async () => {
    const before = statSync(registryFile).mtimeMs;
    expect((await run('1.0.0+aaa1111')).changed).toBe(false);
    expect(statSync(registryFile).mtimeMs).toBe(before);
  });

  it.each([
    [
      'a build that is not there',
      '1.9.0+zzz9999',
      /^points 1\.9\.0\+zzz9999 cannot go live: its mf-manifest\.json could not be loaded from its build folder \(http:\/\/127\.0\.0\.1:\d+\/1\.9\.0\+zzz9999\/mf-manifest\.json\)$/,
    ],
    [
      'a build for another journey major',
      '2.0.0+ddd4444',
      /built for journey major 2, and the shell runs journey major 1/,
    ],
    ['a name that is not a build', 'latest', /"latest" is not a build's version folder/],
    [
      'a routes.json its schema refuses',
      '1.8.0+jjj0000',
      /^points 1\.8\.0\+jjj0000 cannot go live: points routes: \/0\/layout must be equal to one of the allowed values: "default", "empty", "provider"$/,
    ],
    [
      'a build whose first views are not where its manifest says',
      '1.3.1+abc1301',
      /^points 1\.3\.1\+abc1301 cannot go live: its first views could not be loaded from its build folder \(.*\/1\.3\.1\+abc1301\/first-view\.json\)$/,
    ],
    [
      'a build whose first views are not JSON',
      '1.3.2+abc1302',
      /^points 1\.3\.2\+abc1302 cannot go live: its first views is not JSON$/,
    ],
  ])('refuses %s and leaves the registry untouched', async (_name, version, message) => {
    const before = readFileSync(registryFile);
    const refusal = run(version);
    await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refusal).rejects.toThrow(message);
    expect(readFileSync(registryFile).equals(before)).toBe(true);
  });

  it('refuses when the step server cannot be reached', async () => {
    await expect(run('1.1.0+bbb2222', { origin: 'http://127.0.0.1:1' })).rejects.toThrow('could not be loaded');
    expect(readRegistry()).toEqual(registry());
  });

  it("refuses a build without routes.json, as the registry lists every step's pages", async () => {
    await expect(run('1.2.1+kkk1111')).rejects.toThrow(
      "points 1.2.1+kkk1111: a step's build must carry its routes.json",
    );
    expect(readRegistry()).toEqual(registry());
  });

  it('asks for the origin when the registry does not say where the step is served', async () => {
    const points = { ...registry().points, manifest: '/points/mf-manifest.json' };
    writeFileSync(registryFile, JSON.stringify({ points }));
    await expect(run('1.1.0+bbb2222')).rejects.toThrow('give --origin');
    expect((await run('1.1.0+bbb2222', { origin })).changed).toBe(true);
  });

  const releaseReview = (version: string, origin?: string) =>
    release({
      step: 'review',
      version,
      record: record(),
      by: 'review team',
      shellManifestFile,
      ...(origin ? { origin } : {}),
    });

  it("adds a new step with its build's routes.json and step.json, given where its builds are served", async () => {
    const outcome = await releaseReview('1.0.0+eee5555', reviewOrigin);
    expect(outcome).toEqual({
      manifest: `${reviewOrigin}/1.0.0+eee5555/mf-manifest.json`,
      previous: undefined,
      changed: true,
      calls: { added: [], removed: [], changed: [] },
    });
    expect(readRegistry()).toEqual({
      ...registry(),
      review: {
        manifest: `${reviewOrigin}/1.0.0+eee5555/mf-manifest.json`,
        integrity: ENTRY_INTEGRITY,
        routes: REVIEW_ROUTES,
        ...REVIEW_STEP,
      },
    });
  });

  it.each([
    ['without --origin', 'review', '1.0.0+eee5555', false, /review is a new step of the registry: give --origin/],
    ['by a name the shop does not accept', 'Re-view', '1.0.0+eee5555', true, /"Re-view" is not a step's name/],
    ['without a step.json', 'review', '1.0.1+fff6666', true, /a step's build must carry its step\.json/],
    ['without a routes.json', 'review', '1.0.3+bbb8888', true, /a step's build must carry its routes\.json/],
    [
      'following a step the registry does not have',
      'review',
      '1.0.2+aaa7777',
      true,
      /its journey follows "summary", which is not a step of the registry/,
    ],
  ])('refuses a new step %s, leaving the registry untouched', async (_case, step, version, withOrigin, message) => {
    const refusal = release({
      step,
      version,
      record: record(),
      by: 'review team',
      shellManifestFile,
      ...(withOrigin ? { origin: reviewOrigin } : {}),
    });
    await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refusal).rejects.toThrow(message);
    expect(readRegistry()).toEqual(registry());
  });

  it('withdraws a step: its entry leaves the registry, the rest as it was', async () => {
    await releaseReview('1.0.0+eee5555', reviewOrigin);
    expect(await withdraw({ step: 'review', record: record(), by: 'review team' })).toEqual({
      previous: `${reviewOrigin}/1.0.0+eee5555/mf-manifest.json`,
    });
    expect(readRegistry()).toEqual(registry());
  });

  it('refuses to withdraw a step another step follows or precedes, or one the registry does not have', async () => {
    await releaseReview('1.0.0+eee5555', reviewOrigin);
    const named = { ...readRegistry(), summary: { manifest: '/s/mf-manifest.json', journey: { follows: 'review' } } };
    writeFileSync(registryFile, JSON.stringify(named));
    await expect(withdraw({ step: 'review', record: record(), by: 'review team' })).rejects.toThrow(
      /review cannot be withdrawn while summary follows review/,
    );
    await expect(withdraw({ step: 'calculator', record: record(), by: 'review team' })).rejects.toThrow(
      /while review precedes calculator/,
    );
    expect(readRegistry()).toEqual(named);
    await expect(withdraw({ step: 'loyalty', record: record(), by: 'review team' })).rejects.toThrow(
      'has no step "loyalty"',
    );
  });

  describe("the build's insurer calls", () => {
    const entry = (version: string, calls: unknown[]) => ({
      manifest: `${origin}/${version}/mf-manifest.json`,
      integrity: ENTRY_INTEGRITY,
      routes: ROUTES,
      journey: JOURNEY,
      calls,
    });
    const payment = { manifest: 'http://127.0.0.1:1/1.0.0+x/mf-manifest.json', routes: [], calls: [PAY] };
    beforeEach(() => writeFileSync(registryFile, JSON.stringify({ ...registry(), payment })));

    it("copies the build's step.json into the entry and says which calls it adds", async () => {
      const outcome = await run('1.3.0+eee5555', { origin });
      expect(readRegistry().points).toEqual(entry('1.3.0+eee5555', [BALANCE, ORDER]));
      expect(outcome.calls).toEqual({ added: [BALANCE, ORDER], removed: [], changed: [] });
    });

    it('says which calls a new build removes and changes, and a rollback puts them back', async () => {
      await run('1.3.0+eee5555', { origin });
      const outcome = await run('1.4.0+fff6666');
      expect(outcome.calls).toEqual({
        added: [HISTORY],
        removed: [ORDER],
        changed: [{ before: BALANCE, after: BALANCE_IN }],
      });
      expect((await run('1.3.0+eee5555')).calls).toEqual({
        added: [ORDER],
        removed: [HISTORY],
        changed: [{ before: BALANCE_IN, after: BALANCE }],
      });
      expect(readRegistry().points).toEqual(entry('1.3.0+eee5555', [BALANCE, ORDER]));
    });

    it('refuses a rollback to a call another step has declared since, and leaves the registry as it was', async () => {
      await run('1.3.0+eee5555', { origin });
      await run('1.4.0+fff6666');
      // The payment team's release after it: points no longer declared ORDER, so payment could take it.
      const taken = { ...readRegistry(), payment: { ...payment, calls: [PAY, ORDER] } };
      writeFileSync(registryFile, JSON.stringify(taken));
      const refusal = rollback({ step: 'points', record: record(), by: 'ops' });
      await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
      await expect(refusal).rejects.toThrow(/is declared by both "payment" and "points": a call has one owner/);
      expect(readRegistry()).toEqual(taken);
    });

    it.each([
      [
        'a kind the server does not know',
        '1.5.0+ggg7777',
        /points step\.json: \/calls\/0\/params\/customer_id must be equal to one of the allowed values: "contractId"/,
      ],
      [
        'a call another step owns',
        '1.6.0+hhh8888',
        /POST \/payment\/easypay is declared by both "payment" and "points": a call has one owner/,
      ],
    ])('refuses %s before writing', async (_case, version, message) => {
      const before = readFileSync(registryFile);
      const refusal = run(version, { origin });
      await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
      await expect(refusal).rejects.toThrow(message);
      expect(readFileSync(registryFile).equals(before)).toBe(true);
    });

    it("refuses a step.json with an unknown field or a wrong type in the words of an editor's schema check", async () => {
      const editor = editorSchemaCheck(path.resolve(__dirname, '../../mf-points/step.json'), MISTYPED_STEP);
      expect(editor).toEqual(['must NOT have additional properties', '/journey/needs must be array']);
      const before = readFileSync(registryFile);
      const refusal = run('1.7.0+iii9999', { origin });
      await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
      const message = await refusal.catch((error: Error) => error.message);
      expect(message).toBe(
        'points 1.7.0+iii9999 cannot go live: points step.json: must NOT have additional properties: "owner"; /journey/needs must be array',
      );
      for (const words of editor) expect(message).toContain(words);
      expect(readFileSync(registryFile).equals(before)).toBe(true);
    });

    it('refuses a build without step.json where the registry lists the calls', async () => {
      await run('1.3.0+eee5555', { origin });
      await expect(run('1.2.2+lll2222')).rejects.toThrow(
        "points 1.2.2+lll2222: a step's build must carry its step.json",
      );
    });
  });
  describe('the history and rollbacks', () => {
    const manifestOf = (version: string) => `${origin}/${version}/mf-manifest.json`;

    it('keeps each release with who made it, from which build to which and the verdict, a refusal too', async () => {
      await run('1.1.0+bbb2222');
      await expect(run('2.0.0+ddd4444')).rejects.toThrow(/journey major 2/);
      const history = await record().history();
      expect(history).toMatchObject([
        {
          version: 1,
          by: 'points team',
          action: 'release',
          step: 'points',
          from: manifestOf('1.0.0+aaa1111'),
          to: manifestOf('1.1.0+bbb2222'),
          verdict: 'passed',
        },
        {
          version: 1,
          by: 'points team',
          action: 'release',
          step: 'points',
          from: manifestOf('1.1.0+bbb2222'),
          to: manifestOf('2.0.0+ddd4444'),
        },
      ]);
      expect(history[1]?.verdict).toMatch(/^refused: [^]*journey major 2/);
      expect(new Date(history[0]?.at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(readRegistry().points).toEqual(pointsEntry('1.1.0+bbb2222'));
    });

    it('goes back one entry of the step per rollback, and a refused release is no entry to go back from', async () => {
      await run('1.1.0+bbb2222');
      await run('1.3.0+abc1300');
      await expect(run('2.0.0+ddd4444')).rejects.toThrow(ReleaseRefused);
      expect((await rollback({ step: 'points', record: record(), by: 'ops' })).manifest).toBe(
        manifestOf('1.1.0+bbb2222'),
      );
      expect(readRegistry().points).toEqual(pointsEntry('1.1.0+bbb2222'));
      expect((await rollback({ step: 'points', record: record(), by: 'ops' })).manifest).toBe(
        manifestOf('1.0.0+aaa1111'),
      );
      expect(readRegistry()).toEqual(registry());
      await expect(rollback({ step: 'points', record: record(), by: 'ops' })).rejects.toThrow(
        'points has no change in the release history',
      );
      const history = await record().history();
      expect(
        history
          .filter((entry) => entry.action === 'rollback')
          .map(({ by, undoes, from, to }) => ({ by, undoes, from, to })),
      ).toEqual([
        { by: 'ops', undoes: 2, from: manifestOf('1.3.0+abc1300'), to: manifestOf('1.1.0+bbb2222') },
        { by: 'ops', undoes: 1, from: manifestOf('1.1.0+bbb2222'), to: manifestOf('1.0.0+aaa1111') },
      ]);
      // A rollback's entry says what it undid, and nothing of how it was decided.
      const keys = ['version', 'at', 'by', 'action', 'step', 'from', 'to', 'verdict', 'before', 'after', 'undoes'];
      expect(Object.keys(history.at(-1) ?? {})).toEqual(keys);
    });

    it('rolls a new step back by taking it out, and a withdrawal by putting it back', async () => {
      await releaseReview('1.0.0+eee5555', reviewOrigin);
      await withdraw({ step: 'review', record: record(), by: 'review team' });
      expect((await record().history()).at(-1)).toMatchObject({
        action: 'withdraw',
        by: 'review team',
        from: `${reviewOrigin}/1.0.0+eee5555/mf-manifest.json`,
        to: null,
      });
      await rollback({ step: 'review', record: record(), by: 'review team' });
      expect(readRegistry().review).toMatchObject({ manifest: `${reviewOrigin}/1.0.0+eee5555/mf-manifest.json` });
      await rollback({ step: 'review', record: record(), by: 'review team' });
      expect(readRegistry()).toEqual(registry());
    });

    it('refuses to roll a new step out while another step uses a call it owns, as a withdrawal would', async () => {
      await releaseReview('1.0.4+ccc9999', reviewOrigin);
      const using = {
        ...readRegistry(),
        points: { ...readRegistry().points, uses: [{ method: 'GET', path: '/review/notes' }] },
      };
      writeFileSync(registryFile, JSON.stringify(using));
      await expect(rollback({ step: 'review', record: record(), by: 'review team' })).rejects.toThrow(
        /review was new in change \d+, and cannot go while points uses GET \/review\/notes/,
      );
      expect(readRegistry()).toEqual(using);
    });

    it('refuses a rollback when the entry was changed by hand since', async () => {
      await run('1.1.0+bbb2222');
      writeFileSync(registryFile, JSON.stringify({ ...registry(), points: pointsEntry('1.3.0+abc1300') }));
      await expect(rollback({ step: 'points', record: record(), by: 'ops' })).rejects.toThrow(
        'no longer what change 1 made it',
      );
    });

    it("refuses a change the shop server's own check refuses, and records nothing", async () => {
      const accept = (next: Record<string, unknown>) => {
        if ((next.points as { manifest?: string }).manifest === manifestOf('1.1.0+bbb2222'))
          throw new Error('the server says no');
      };
      await expect(run('1.1.0+bbb2222', { accept })).rejects.toThrow(
        'points 1.1.0+bbb2222 cannot go live: the server says no',
      );
      expect(readRegistry()).toEqual(registry());
      expect((await record().history()).map((entry) => entry.verdict)).toEqual([
        'refused: points 1.1.0+bbb2222 cannot go live: the server says no',
      ]);
    });

    it('refuses a release decided on a record another change moved on since', async () => {
      const accept = () =>
        writeFileSync(
          registryFile,
          JSON.stringify({
            ...registry(),
            calculator: { ...registry().calculator, manifest: 'http://127.0.0.1:1/2.0.0+y/mf-manifest.json' },
          }),
        );
      await expect(run('1.1.0+bbb2222', { accept })).rejects.toThrow('changed while this change was decided');
      expect(readRegistry().points).toEqual(registry().points);
    });

    it('refuses when there is no record to release into, naming no file of the server', async () => {
      rmSync(registryFile);
      const refused = run('1.1.0+bbb2222');
      await expect(refused).rejects.toThrow(/^There is no release record: .*releases and rollbacks wait/);
      await expect(refused).rejects.not.toThrow(path.dirname(registryFile));
    });

    it('refuses releases and rollbacks while the registry is moved away from its history, and takes them once it is back', async () => {
      await run('1.1.0+bbb2222');
      renameSync(registryFile, `${registryFile}.away`);
      for (const changing of [
        () => run('1.3.0+abc1300'),
        () => rollback({ step: 'points', record: record(), by: 'ops' }),
      ]) {
        const change = changing();
        await expect(change).rejects.toThrow(
          'The release record cannot be read now (its registry is gone, and its history goes to version 1: put the registry file back): releases and rollbacks wait until it is back',
        );
        await expect(change).rejects.not.toThrow(path.dirname(registryFile));
      }
      renameSync(`${registryFile}.away`, registryFile);
      await run('1.3.0+abc1300');
      expect(readRegistry().points).toEqual(pointsEntry('1.3.0+abc1300'));
    });
  });
});
