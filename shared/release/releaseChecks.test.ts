// The release holds each build to the checks its calls' kinds give them, to what its calls had in the build it replaces,
// and to the calls other steps use (docs/step-release.md): the attacks a step team could make with its step.json alone,
// each refused before writing.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '@greencard/serve';
import { STEPS, stepFolder } from '@greencard/build/steps';
import { fileRecord } from './record';
import { release, ReleaseRefused, withdraw } from './release';
import { shellManifest, stepManifest } from './testing/testBuilds';

const ROOT = path.resolve(__dirname, '../..');
interface Declared {
  journey: unknown;
  calls: ({ method: string; path: string; params: Record<string, string> } & Record<string, unknown>)[];
  uses?: { method: string; path: string; params?: string[] }[];
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
  registryFile = path.join(root, 'registry.json');
  writeRegistry();
});

/** The step's own step.json with one call changed. */
function changing(step: string, call: string, change: (declared: Declared['calls'][number]) => unknown): Declared {
  const own = declared(step);
  return { ...own, calls: own.calls.map((c) => (`${c.method} ${c.path}` === call ? change(c) : c)) } as Declared;
}
const asData = (name: string) => (c: Declared['calls'][number]) => ({ ...c, params: { ...c.params, [name]: 'data' } });
const without = (field: string) => (c: Declared['calls'][number]) => {
  const { [field]: _dropped, ...rest } = c;
  return rest;
};

describe('the checks a call must have', () => {
  it("releases each step's own step.json", async () => {
    for (const step of STEPS)
      await expect(run(step, putBuild(step, declared(step)))).resolves.toMatchObject({ changed: true });
  });

  // The insurer's own fields are checked by their kind, whatever a step.json says of them.
  it.each([
    ['contract', 'PUT /green/change/status', 'contract_id', 'contractId'],
    ['contract', 'PUT /green/change/status', 'state', 'contractState'],
    ['confirm', 'GET /sendCode', 'contract_id', 'contractId'],
    ['confirm', 'POST /checkCode', 'contract_id', 'contractId'],
    ['points', 'POST /loyalty/balance', 'customer_id', 'loyaltyCustomerId'],
    ['points', 'POST /loyalty/order', 'contract_id', 'contractId'],
    ['points', 'POST /loyalty/order', 'customer_id', 'loyaltyCustomerId'],
    ['payment', 'POST /payment/easypay', 'successUrl', 'returnAddress'],
    ['payment', 'POST /payment/instalments', 'contract_id', 'contractId'],
    ['payment', 'POST /confirmContractPayment', 'contract_id', 'contractId'],
    ['contract', 'POST /green/save/draft', 'phone', 'phone'],
  ])('refuses a %s build whose %s passes "%s" on as plain data', async (step, call, name, kind) => {
    await expectRefused(
      step,
      changing(step, call, asData(name)),
      `step "${step}", call ${call}: "${name}" is a ${kind} to the insurer, not data`,
    );
  });

  // What the call has in the build buyers run now stays: a step adds checks, never drops them.
  it.each([
    ['confirm', 'GET /sendCode', 'texts', 'its texts'],
    ['confirm', 'POST /checkCode', 'limit', 'its "codes" limit'],
    ['points', 'POST /loyalty/order', 'texts', 'its texts'],
    ['points', 'POST /loyalty/balance', 'limit', 'its "loyalty" limit'],
    ['contract', 'POST /green/save/draft', 'idempotent', undefined],
  ])('refuses a %s build whose %s drops its "%s"', async (step, call, field, dropped) => {
    if (dropped === undefined) {
      // An idempotency key spares the buyer a second draft; leaving it out loosens no check.
      await expect(run(step, putBuild(step, changing(step, call, without(field))))).resolves.toMatchObject({
        changed: true,
      });
      return;
    }
    await expectRefused(step, changing(step, call, without(field)), `step "${step}", call ${call} drops ${dropped}`);
  });

  it('refuses a build that declares again, with less, a call an earlier release took out', async () => {
    const own = declared('confirm');
    const withoutCodeCheck = { ...own, calls: own.calls.filter((c) => c.path !== '/checkCode') };
    await expect(run('confirm', putBuild('confirm', withoutCodeCheck))).resolves.toMatchObject({ changed: true });
    await expectRefused(
      'confirm',
      changing('confirm', 'POST /checkCode', without('limit')),
      'step "confirm", call POST /checkCode drops its "codes" limit',
    );
  });

  it('refuses a build that declares another method on the path of a call that texts, without its texts', async () => {
    // An insurer that routes by path alone texts for POST /sendCode as for the confirm step's GET /sendCode.
    const own = declared('payment');
    const posted = { method: 'POST', path: '/sendCode', params: { contract_id: 'contractId' } };
    await expectRefused(
      'payment',
      { ...own, calls: [...own.calls, posted] },
      'step "payment", call POST /sendCode drops its "codes" limit, its texts',
    );
  });

  it.each([
    ['confirm', 'GET /sendCode'],
    ['points', 'POST /loyalty/order'],
  ])('refuses a %s build whose %s texts without a limit', async (step, call) => {
    await expectRefused(
      step,
      changing(step, call, without('limit')),
      `step "${step}", call ${call}: a call that texts needs a limit`,
    );
  });

  it('refuses a points build that sends the secret in more cases without counting them', async () => {
    await expectRefused(
      'points',
      changing('points', 'POST /loyalty/order', (c) => ({
        ...c,
        texts: { skipWhen: { secret: 'given', paidByPoints: 'zero' } },
      })),
      'step "points", call POST /loyalty/order drops "AUTH_FAILED_SECRET_REQUIRED", "0", "0" counted as sent',
    );
  });

  it('refuses a payment build whose payment opens a provider page uncounted', async () => {
    await expectRefused(
      'payment',
      changing('payment', 'POST /payment/portmone', without('costs')),
      'step "payment", call POST /payment/portmone: a call with return addresses opens a payment',
    );
  });

  // Declared in another spelling, a call is the call an insurer that ignores letter case would serve.
  it.each([
    ['POST', '/Sign', { key: 'data', body: 'data' }, 'no step may declare /Sign: it is never forwarded'],
    [
      'GET',
      '/GetContractByEwaCode',
      { code: 'data' },
      "no step may declare /GetContractByEwaCode: it finds any buyer's",
    ],
    [
      'GET',
      '/SendCode',
      { contract_id: 'contractId' },
      'GET /sendCode and GET /SendCode is declared by both "confirm" and "points"',
    ],
    [
      'PUT',
      '/green/change/Status',
      { contract_id: 'contractId', state: 'contractState' },
      'PUT /green/change/status and PUT /green/change/Status is declared by both "contract" and "points"',
    ],
    ['POST', '/Loyalty/order', { contract_id: 'contractId' }, 'step "points" declares POST /Loyalty/order twice'],
  ])('refuses a points build declaring %s %s', async (method, callPath, params, message) => {
    const own = declared('points');
    await expectRefused('points', { ...own, calls: [...own.calls, { method, path: callPath, params }] }, message);
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

  it('refuses a calculator build whose GET /number no longer takes the parameter contract sends', async () => {
    await expectRefused(
      'calculator',
      changing('calculator', 'GET /number', (c) => ({ ...c, params: { plate: 'data' } })),
      'contract uses GET /number with "q", which calculator does not pass on',
    );
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
          calls: [{ method: 'GET', path: '/number', params: { q: 'data' } }],
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
