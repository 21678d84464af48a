/** @jest-environment node */
// The release service: a team's credential changes only its own steps (401 without one, 403 for another team's
// step), a refused change answers the release's reasons, a revoked credential is refused from the next request, and
// every change is in the history with its team.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileRecord, seedRecord } from '@greencard/release/record';
import { parseStepOrigins } from '@greencard/release/stepOrigins';
import { parseRegistry } from '../remotes';
import { REGISTRY } from '../testing';
import { releaseService } from './releaseService';

const LOYALTY = 'gcr_loyalty-credential-for-the-test-only-0123456789';
const PAYMENTS = 'gcr_payments-credential-for-the-test-only-012345678';
const hash = (credential: string) => createHash('sha256').update(credential).digest('hex');

async function service() {
  const folder = mkdtempSync(path.join(tmpdir(), 'release-service-'));
  const teamsFile = path.join(folder, 'teams.json');
  const teams = (loyalty: string[]) => ({
    teams: {
      loyalty: { steps: ['points'], credentials: loyalty.map(hash) },
      payments: { steps: ['payment', 'calculator'], credentials: [hash(PAYMENTS)] },
    },
  });
  writeFileSync(teamsFile, JSON.stringify(teams([LOYALTY])));
  const record = fileRecord(path.join(folder, 'remotes.json'));
  await seedRecord(record, REGISTRY, 'shop server', 'seeded');
  const app = releaseService({
    record,
    teamsFile,
    shellManifestFile: path.join(folder, 'mf-manifest.json'),
    accept: (registry) => parseRegistry(JSON.stringify(registry)),
    origins: parseStepOrigins(undefined),
    fetchImpl: async () => new Response('not here', { status: 404 }),
  });
  const as = (credential: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: credential ? { authorization: `Bearer ${credential}` } : {},
      ...(payload ? { payload: payload as object } : {}),
    });
  return { app, record, as, revokeLoyalty: () => writeFileSync(teamsFile, JSON.stringify(teams([]))) };
}

it("refuses a request without a team's credential, or with one of no team", async () => {
  const { as } = await service();
  expect((await as(undefined, 'GET', '/history')).statusCode).toBe(401);
  expect((await as('gcr_made-up', 'GET', '/history')).statusCode).toBe(401);
  expect((await as(hash(LOYALTY), 'GET', '/history')).statusCode).toBe(401);
  expect((await as(LOYALTY, 'GET', '/history')).statusCode).toBe(200);
});

it("refuses the loyalty team's credential for the payment step, whatever it asks, and records nothing", async () => {
  const { as, record } = await service();
  for (const action of ['release', 'withdraw', 'rollback']) {
    const answer = await as(LOYALTY, 'POST', `/steps/payment/${action}`, { version: '1.1.0+abc1234' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('Team loyalty may not change payment: its steps are points');
  }
  expect((await record.history()).map((entry) => entry.action)).toEqual(['seed']);
});

it("answers a refused release with the release's reasons, and records the refusal with its team", async () => {
  const { as, record } = await service();
  const answer = await as(LOYALTY, 'POST', '/steps/points/release', { version: '1.1.0+abc1234' });
  expect(answer.statusCode).toBe(422);
  expect(answer.json().message).toBe(
    'points 1.1.0+abc1234 cannot go live: its mf-manifest.json could not be loaded from its build folder (http://127.0.0.1:9004/1.1.0+abc1234/mf-manifest.json)',
  );
  expect((await record.history()).at(-1)).toMatchObject({
    by: 'loyalty',
    action: 'release',
    step: 'points',
    verdict: expect.stringMatching(/^refused: /),
  });
  expect((await as(LOYALTY, 'POST', '/steps/points/release', { version: '../../etc' })).statusCode).toBe(400);
  expect(
    (await as(LOYALTY, 'POST', '/steps/points/release', { version: '1.1.0+abc1234', share: 101 })).statusCode,
  ).toBe(400);
  // A canary release is asked for with "canary": true, and checked as any release (docs/step-release.md).
  expect(
    (await as(LOYALTY, 'POST', '/steps/points/release', { version: '1.1.0+abc1234', canary: 'yes' })).statusCode,
  ).toBe(400);
  const canary = await as(LOYALTY, 'POST', '/steps/points/release', { version: '1.1.0+abc1234', canary: true });
  expect(canary.statusCode).toBe(422);
  expect(canary.json().message).toMatch(/its mf-manifest\.json could not be loaded/);
});

it("refuses a withdrawal another step's journey needs, and takes out one nothing needs", async () => {
  const { as, record } = await service();
  const refused = await as(PAYMENTS, 'POST', '/steps/calculator/withdraw');
  expect(refused.statusCode).toBe(422);
  expect(refused.json().message).toMatch(/calculator cannot be withdrawn while contract follows calculator/);
  expect((await as(PAYMENTS, 'POST', '/steps/payment/withdraw')).statusCode).toBe(200);
  expect((await record.read())?.registry.payment).toBeUndefined();
  expect((await record.history()).at(-1)).toMatchObject({
    by: 'payments',
    action: 'withdraw',
    step: 'payment',
    to: null,
  });
});

it('keeps each change with its team: a rollback goes back one entry, and the history shows both', async () => {
  const { as, record } = await service();
  const moved = {
    ...REGISTRY,
    points: { ...REGISTRY.points, manifest: 'http://127.0.0.1:9004/1.1.0+b/mf-manifest.json' },
  };
  const snapshot = await record.read();
  await record.change(snapshot, moved, {
    at: new Date().toISOString(),
    by: 'loyalty',
    action: 'release',
    step: 'points',
    from: REGISTRY.points.manifest,
    to: moved.points.manifest,
    verdict: 'passed',
    before: REGISTRY.points,
    after: moved.points,
  });
  const rolledBack = await as(LOYALTY, 'POST', '/steps/points/rollback');
  expect(rolledBack.statusCode).toBe(200);
  expect((await record.read())?.registry.points).toEqual(REGISTRY.points);
  const history = (await as(PAYMENTS, 'GET', '/history?step=points')).json().history;
  expect(
    history.map(({ by, action, undoes }: { by: string; action: string; undoes?: number }) => ({ by, action, undoes })),
  ).toEqual([
    { by: 'loyalty', action: 'release', undoes: undefined },
    { by: 'loyalty', action: 'rollback', undoes: 2 },
  ]);
});

it('refuses a revoked credential from the next request', async () => {
  const { as, revokeLoyalty } = await service();
  expect((await as(LOYALTY, 'GET', '/history')).statusCode).toBe(200);
  revokeLoyalty();
  expect((await as(LOYALTY, 'GET', '/history')).statusCode).toBe(401);
  expect((await as(PAYMENTS, 'GET', '/history')).statusCode).toBe(200);
});

it('answers the registry it runs, with its version, to any team and to nobody else: what a prune of the build store keeps', async () => {
  const { as } = await service();
  expect((await as(undefined, 'GET', '/registry')).statusCode).toBe(401);
  const answer = await as(LOYALTY, 'GET', '/registry');
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ version: 1, registry: REGISTRY });
  expect((await as(LOYALTY, 'POST', '/registry')).statusCode).toBe(404);
});

it('skips and counts a damaged line of the history, never answering it', async () => {
  const { as, record } = await service();
  appendFileSync(record.historyFile, 'a line written by hand\n');
  const answer = await as(LOYALTY, 'GET', '/history');
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ history: [expect.objectContaining({ action: 'seed' })], damaged: 1 });
  expect(answer.body).not.toContain('written by hand');
});

it('refuses releases, rollbacks and withdrawals while the record cannot be read, naming no server path, and takes them once it is back', async () => {
  const { as, record } = await service();
  renameSync(record.where, `${record.where}.away`);
  for (const action of ['release', 'rollback', 'withdraw']) {
    const answer = await as(PAYMENTS, 'POST', `/steps/payment/${action}`, { version: '1.1.0+abc1234' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/^The release record cannot be read now \(.*\): releases and rollbacks wait/);
    expect(answer.body).not.toContain(path.dirname(record.where));
  }
  expect((await as(PAYMENTS, 'GET', '/registry')).statusCode).toBe(503);
  renameSync(`${record.where}.away`, record.where);
  expect((await as(PAYMENTS, 'POST', '/steps/payment/withdraw')).statusCode).toBe(200);
});
