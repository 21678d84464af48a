// The release holds each build to the checks its calls must have and to the calls other steps use
// (docs/step-release.md): the attacks a step team could make with its step.json alone, each refused before writing.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '@greencard/serve';
import { STEPS, stepFolder } from '../steps';
import { fileRecord } from './record';
import { release, ReleaseRefused, withdraw } from './release';
import { shellManifest, stepManifest } from './testBuilds';

const ROOT = path.resolve(__dirname, '../../..');
interface Declared {
  journey: unknown;
  calls: { method: string; path: string; checks?: string[] }[];
  uses?: { method: string; path: string }[];
}
/** The step's step.json as its registry entry carries it: without the `$schema` that names its schema for editors. */
function declared(step: string): Declared {
  const { $schema: _schema, ...entry } = JSON.parse(
    readFileSync(path.join(ROOT, stepFolder(step), 'step.json'), 'utf8'),
  ) as Declared & { $schema?: string };
  return entry;
}
const ROUTES = [{ page: 'x', path: '/x', layout: 'default', title: { uk: 'X', en: 'X' } }];

let root: string;
let server: FastifyInstance;
let origin: string;
let registryFile: string;
let shellManifestFile: string;
let builds = 0;

/** A build of `step` with this step.json, served where the step's builds are; answers its version folder. */
function putBuild(step: string, stepJson: unknown): string {
  builds += 1;
  const build = `b${String(builds).padStart(6, '0')}`;
  const folder = path.join(root, 'steps', step, `1.0.0+${build}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(stepManifest(step, '1.0.0', build)));
  writeFileSync(path.join(folder, 'remoteEntry.js'), `var ${step};`);
  writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(ROUTES));
  writeFileSync(path.join(folder, 'step.json'), JSON.stringify(stepJson));
  return `1.0.0+${build}`;
}

/** The registry of the five steps, each at a build of its own step.json. */
function writeRegistry(registry: Record<string, unknown> = {}) {
  const entries = Object.fromEntries(
    STEPS.map((step) => [
      step,
      {
        manifest: `${origin}/${step}/${putBuild(step, declared(step))}/mf-manifest.json`,
        routes: ROUTES,
        ...declared(step),
      },
    ]),
  );
  writeFileSync(registryFile, JSON.stringify({ ...entries, ...registry }, null, 2));
}

const record = () => fileRecord(registryFile);
const run = (step: string, version: string) =>
  release({ step, version, record: record(), by: 'a team', shellManifestFile });

/** The release of this step.json is refused with `message`, and the registry is left as it was. */
async function expectRefused(step: string, stepJson: unknown, message: string | RegExp) {
  const before = readFileSync(registryFile);
  const refusal = run(step, putBuild(step, stepJson));
  await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
  await expect(refusal).rejects.toThrow(message);
  expect(readFileSync(registryFile).equals(before)).toBe(true);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'release-checks-'));
  mkdirSync(path.join(root, 'steps'));
  shellManifestFile = path.join(root, 'shell-manifest.json');
  writeFileSync(shellManifestFile, JSON.stringify(shellManifest()));
  server = await createStaticServer({ root: path.join(root, 'steps'), cors: true });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());
beforeEach(() => {
  registryFile = path.join(root, 'remotes.json');
  writeRegistry();
});

/** The step's own step.json with one check of one call left out. */
function dropping(step: string, call: string, check: string): Declared {
  const own = declared(step);
  return {
    ...own,
    calls: own.calls.map((c) =>
      `${c.method} ${c.path}` === call ? { ...c, checks: (c.checks ?? []).filter((k) => k !== check) } : c,
    ),
  };
}

describe('the checks a call must have', () => {
  it("releases each step's own step.json", async () => {
    for (const step of STEPS)
      await expect(run(step, putBuild(step, declared(step)))).resolves.toMatchObject({ changed: true });
  });

  it('refuses a contract build whose step.json gives PUT /green/change/status no checks', async () => {
    const own = declared('contract');
    const bare = {
      ...own,
      calls: own.calls.map((c) => (c.path === '/green/change/status' ? { method: c.method, path: c.path } : c)),
    };
    await expectRefused(
      'contract',
      bare,
      /contract 1\.0\.0\+b\d+ cannot go live: step "contract", call PUT \/green\/change\/status: it must have "contractInBody"/,
    );
  });

  it.each([
    ['contract', 'PUT /green/change/status', 'contractInBody'],
    ['contract', 'PUT /green/change/status', 'statusRequest'],
    ['confirm', 'GET /sendCode', 'smsBudget'],
    ['confirm', 'GET /sendCode', 'codeLimit'],
    ['confirm', 'POST /checkCode', 'contractInBody'],
    ['points', 'POST /loyalty/balance', 'loyaltyCustomer'],
    ['points', 'POST /loyalty/order', 'contractInBody'],
    ['points', 'POST /loyalty/order', 'loyaltyCustomer'],
    ['points', 'POST /loyalty/order', 'smsBudget'],
    ['points', 'POST /loyalty/order', 'loyaltyLimit'],
    ['payment', 'POST /payment/easypay', 'returnUrls'],
    ['payment', 'POST /payment/instalments', 'contractInBody'],
    ['payment', 'POST /confirmContractPayment', 'contractInBody'],
  ])('refuses a %s build whose %s drops "%s", naming the call and the check', async (step, call, check) => {
    await expectRefused(step, dropping(step, call, check), `step "${step}", call ${call}: it must have "${check}": `);
  });
});

describe('the calls a step uses', () => {
  const withoutCall = (step: string, call: string): Declared => ({
    ...declared(step),
    calls: declared(step).calls.filter((c) => `${c.method} ${c.path}` !== call),
  });

  it('refuses a calculator build without GET /number: contract uses it', async () => {
    await expectRefused(
      'calculator',
      withoutCall('calculator', 'GET /number'),
      'it removes GET /number, and contract uses it',
    );
  });

  it('refuses a confirm build that changes GET /sendCode, which contract uses', async () => {
    const own = declared('confirm');
    const changed = {
      ...own,
      calls: own.calls.map((c) => (c.path === '/sendCode' ? { ...c, query: ['contract_id', 'channel'] } : c)),
    };
    await expectRefused('confirm', changed, 'it changes GET /sendCode, and contract uses it');
  });

  it('refuses a build that uses a call no released step owns', async () => {
    await expectRefused(
      'contract',
      {
        ...declared('contract'),
        uses: [...(declared('contract').uses ?? []), { method: 'GET', path: '/loyalty/history' }],
      },
      'contract uses GET /loyalty/history, which no step of the registry declares',
    );
  });

  it('refuses a build that uses a call it owns', async () => {
    await expectRefused(
      'contract',
      { ...declared('contract'), uses: [{ method: 'GET', path: '/model' }] },
      'contract uses GET /model, which it declares itself',
    );
  });

  it("takes a use of the shell's clock, owned by the shell", async () => {
    await expect(run('points', putBuild('points', declared('points')))).resolves.toMatchObject({ changed: true });
    expect(declared('points').uses).toEqual([{ method: 'GET', path: '/serverTime' }]);
  });

  it('refuses a build by share that removes a call another step uses: a buyer given it would miss the call', async () => {
    const refusal = release({
      step: 'calculator',
      version: putBuild('calculator', withoutCall('calculator', 'GET /number')),
      record: record(),
      by: 'a team',
      shellManifestFile,
      share: 10,
    });
    await expect(refusal).rejects.toThrow('it removes GET /number, and contract uses it');
  });

  it('refuses to withdraw the owner of a call another step uses, naming the user', async () => {
    const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<
      string,
      Declared & Record<string, unknown>
    >;
    // A lookup step that owns the number search, named by no other step's journey.
    const { calculator } = registry;
    writeFileSync(
      registryFile,
      JSON.stringify({
        ...registry,
        calculator: { ...calculator, calls: calculator!.calls.filter((c) => c.path !== '/number') },
        lookup: {
          ...calculator,
          journey: { label: { uk: 'П', en: 'L' }, follows: 'payment', needs: [] },
          calls: [{ method: 'GET', path: '/number', query: ['q'] }],
        },
      }),
    );
    const before = readFileSync(registryFile);
    await expect(withdraw({ step: 'lookup', record: record(), by: 'a team' })).rejects.toThrow(
      'lookup cannot be withdrawn while contract uses GET /number',
    );
    expect(readFileSync(registryFile).equals(before)).toBe(true);
  });
});
