/** @jest-environment node */
// The release service: a team's credential changes only its own steps (401 without one, 403 for another team's
// step), a refused change answers the release's reasons, a revoked credential is refused from the next request, and
// every change is in the history with its team.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PLAN } from '@greencard/release/canaryPlan';
import { fileRecord, seedRecord } from '@greencard/release/record';
import { parseStepOrigins } from '@greencard/release/stepOrigins';
import { parseRegistry } from '../registry/registry';
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
  const record = fileRecord(path.join(folder, 'registry.json'));
  await seedRecord(record, REGISTRY, 'shop server', 'seeded');
  const logged: string[] = [];
  const app = releaseService({
    log: (message) => logged.push(message),
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
      ...(payload ? { payload } : {}),
    });
  return {
    app,
    record,
    as,
    logged,
    revokeLoyalty: () => writeFileSync(teamsFile, JSON.stringify(teams([]))),
    spoilTeams: (text: string) => writeFileSync(teamsFile, text),
  };
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
    expect(answer.json<{ message: string }>().message).toBe(
      'Team loyalty may not change payment: its steps are points',
    );
  }
  expect((await record.history()).map((entry) => entry.action)).toEqual(['seed']);
});

it('answers a read with what its route reads, whatever action its query names, and changes nothing', async () => {
  const { as, record } = await service();
  for (const read of ['history', 'status', 'registry']) {
    for (const action of ['withdraw', 'rollback', 'release']) {
      const answer = await as(LOYALTY, 'GET', `/${read}?action=${action}&step=payment&version=1.1.0%2Babc1234`);
      expect(answer.statusCode).toBe(200);
    }
  }
  expect((await as(LOYALTY, 'GET', '/status?action=withdraw&step=payment')).json()).toEqual({
    steps: [expect.objectContaining({ step: 'payment' })],
  });
  expect((await record.read())?.registry).toEqual(REGISTRY);
  expect((await record.history()).map((entry) => entry.action)).toEqual(['seed']);
});

it("answers a refused release with the release's reasons, and records the refusal with its team", async () => {
  const { as, record } = await service();
  const answer = await as(LOYALTY, 'POST', '/steps/points/release', { version: '1.1.0+abc1234' });
  expect(answer.statusCode).toBe(422);
  expect(answer.json<{ message: string }>().message).toBe(
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
  expect(canary.json<{ message: string }>().message).toMatch(/its mf-manifest\.json could not be loaded/);
});

it("refuses a withdrawal another step's journey needs, and takes out one nothing needs", async () => {
  const { as, record } = await service();
  const refused = await as(PAYMENTS, 'POST', '/steps/calculator/withdraw');
  expect(refused.statusCode).toBe(422);
  expect(refused.json<{ message: string }>().message).toMatch(
    /calculator cannot be withdrawn while contract follows calculator/,
  );
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
  const history = (await as(PAYMENTS, 'GET', '/history?step=points')).json<{
    history: { by: string; action: string; undoes?: number }[];
  }>().history;
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
    expect(answer.json<{ message: string }>().message).toMatch(
      /^The release record cannot be read now \(.*\): releases and rollbacks wait/,
    );
    expect(answer.body).not.toContain(path.dirname(record.where));
  }
  expect((await as(PAYMENTS, 'GET', '/registry')).statusCode).toBe(503);
  renameSync(`${record.where}.away`, record.where);
  expect((await as(PAYMENTS, 'POST', '/steps/payment/withdraw')).statusCode).toBe(200);
});

it("answers 503 while its teams file cannot be read, and tells the operator why, never the file's text", async () => {
  const { as, logged, spoilTeams } = await service();
  spoilTeams(`{"teams": {"loyalty": {"credentials": ["${hash(LOYALTY)}"`);
  expect((await as(LOYALTY, 'GET', '/history')).statusCode).toBe(503);
  spoilTeams(JSON.stringify({ teams: { Loyalty: { steps: [], credentials: [] } } }));
  expect((await as(LOYALTY, 'GET', '/history')).statusCode).toBe(503);
  expect(logged).toEqual([
    'Release service: cannot read its teams file: it is not JSON',
    expect.stringMatching(/^Release service: cannot read its teams file: "Loyalty" is no team name/),
  ]);
  expect(logged.join('\n')).not.toContain(hash(LOYALTY));
});

describe('a canary: status, promote, abort', () => {
  const MAIN = REGISTRY.points.manifest;
  const TRIAL = 'http://127.0.0.1:9004/1.1.0+bbb2222/mf-manifest.json';

  /** The release service with the points canary at its first stage (5%), as a canary release leaves the record. */
  async function withCanary(stages = DEFAULT_PLAN.stages) {
    const running = await service();
    const { record } = running;
    const trial = { ...REGISTRY.points, manifest: TRIAL, share: stages[0] };
    const next = { ...REGISTRY, points: { ...REGISTRY.points, trial } };
    await record.change(await record.read(), next, {
      at: '2026-12-01T10:00:00.000Z',
      by: 'loyalty',
      action: 'share',
      step: 'points',
      from: MAIN,
      to: TRIAL,
      share: stages[0],
      verdict: 'passed',
      before: REGISTRY.points,
      after: next.points,
      canary: { build: TRIAL, plan: { ...DEFAULT_PLAN, stages }, stage: 0, since: '2026-12-01T10:00:00.000Z' },
    });
    return running;
  }

  it("answers each step's build, trial, canary stage and latest verdict to any team", async () => {
    const { as, record } = await withCanary();
    const snapshot = await record.read();
    // The judge held it once, with its figures.
    await record.change(snapshot, snapshot!.registry, {
      at: '2026-12-01T16:00:00.000Z',
      by: 'canary',
      action: 'hold',
      step: 'points',
      from: MAIN,
      to: TRIAL,
      share: 5,
      verdict: 'held: not enough data',
      judged: { verdict: 'not enough data', summary: 'buyers 12 and 11 of 500' },
      canary: { build: TRIAL, plan: DEFAULT_PLAN, stage: 0, since: '2026-12-01T10:00:00.000Z', held: true },
    });
    expect((await as(undefined, 'GET', '/status')).statusCode).toBe(401);
    const answer = await as(PAYMENTS, 'GET', '/status?step=points');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      steps: [
        {
          // A build outside a version folder is named by its manifest's URL.
          step: 'points',
          build: MAIN,
          trial: { build: '1.1.0+bbb2222', share: 5 },
          canary: {
            build: '1.1.0+bbb2222',
            stage: 1,
            stages: [5, 25, 50, 100],
            share: 5,
            since: '2026-12-01T10:00:00.000Z',
            held: true,
          },
          lastVerdict: {
            at: '2026-12-01T16:00:00.000Z',
            build: '1.1.0+bbb2222',
            verdict: 'not enough data',
            summary: 'buyers 12 and 11 of 500',
            action: 'hold',
          },
        },
      ],
    });
    expect(
      (await as(LOYALTY, 'GET', '/status'))
        .json<{ steps: { step: string }[] }>()
        .steps.map((step: { step: string }) => step.step),
    ).toEqual(Object.keys(REGISTRY));
  });

  it('promotes the canary to its next stage, then to every buyer from the stage before 100%, each by its team', async () => {
    const { as, record } = await withCanary([5, 50, 100]);
    const first = await as(LOYALTY, 'POST', '/steps/points/promote');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ build: TRIAL, share: 50, complete: false });
    expect((await record.read())?.registry.points).toMatchObject({
      manifest: MAIN,
      trial: { manifest: TRIAL, share: 50 },
    });
    expect((await record.history()).at(-1)).toMatchObject({
      by: 'loyalty',
      action: 'share',
      share: 50,
      canary: { build: TRIAL, stage: 1 },
    });
    expect(
      (await as(LOYALTY, 'GET', '/status?step=points')).json<{ steps: { canary: unknown }[] }>().steps[0]?.canary,
    ).toMatchObject({
      stage: 2,
      share: 50,
    });

    expect((await as(LOYALTY, 'POST', '/steps/points/promote', {})).json()).toEqual({
      build: TRIAL,
      share: 100,
      complete: true,
    });
    const points = (await record.read())?.registry.points as Record<string, unknown>;
    expect(points).toMatchObject({ manifest: TRIAL });
    expect(points.trial).toBeUndefined();
    expect((await record.history()).at(-1)).toMatchObject({ by: 'loyalty', action: 'release', from: MAIN, to: TRIAL });
    // Over: nothing more to promote.
    expect((await as(LOYALTY, 'POST', '/steps/points/promote')).statusCode).toBe(422);
  });

  it("aborts the canary: every buyer gets the current build again, recorded as its team's rollback", async () => {
    const { as, record } = await withCanary();
    const answer = await as(LOYALTY, 'POST', '/steps/points/abort');
    expect(answer.statusCode).toBe(200);
    expect((await record.read())?.registry.points).toEqual(REGISTRY.points);
    expect((await record.history()).at(-1)).toMatchObject({ by: 'loyalty', action: 'rollback', from: TRIAL, to: MAIN });
    expect((await as(LOYALTY, 'GET', '/status?step=points')).json<{ steps: unknown[] }>().steps[0]).toMatchObject({
      trial: null,
      canary: null,
    });
  });

  it("refuses another team's promote and abort, logs it, and changes nothing", async () => {
    const { as, record, logged } = await withCanary();
    const before = await record.read();
    for (const action of ['promote', 'abort']) {
      const answer = await as(PAYMENTS, 'POST', `/steps/points/${action}`);
      expect(answer.statusCode).toBe(403);
      expect(answer.json<{ message: string }>().message).toBe(
        'Team payments may not change points: its steps are payment, calculator',
      );
    }
    expect(await record.read()).toEqual(before);
    expect(logged).toEqual([
      expect.stringMatching(/refused team payments POST \/steps\/:step\/promote of step points/),
      expect.stringMatching(/refused team payments POST \/steps\/:step\/abort of step points/),
    ]);
  });

  it('logs a request with a wrong credential, never the credential', async () => {
    const { as, logged } = await withCanary();
    expect((await as('gcr_guessed-credential', 'POST', '/steps/points/abort')).statusCode).toBe(401);
    expect(logged).toEqual([expect.stringMatching(/refused POST \/steps\/:step\/abort .*no team's credential/)]);
    expect(logged.join('')).not.toContain('gcr_guessed');
  });

  it('refuses promote and abort with no canary under way: a step without a trial, and a trial by --share', async () => {
    const { as, record } = await service();
    for (const action of ['promote', 'abort']) {
      const answer = await as(LOYALTY, 'POST', `/steps/points/${action}`);
      expect(answer.statusCode).toBe(422);
      expect(answer.json<{ message: string }>().message).toBe(
        `points has no canary under way: there is nothing to ${action}`,
      );
    }
    const shared = {
      ...REGISTRY,
      points: { ...REGISTRY.points, trial: { ...REGISTRY.points, manifest: TRIAL, share: 5 } },
    };
    await record.change(await record.read(), shared, {
      at: new Date().toISOString(),
      by: 'loyalty',
      action: 'share',
      step: 'points',
      from: MAIN,
      to: TRIAL,
      share: 5,
      verdict: 'passed',
    });
    for (const action of ['promote', 'abort'])
      expect((await as(LOYALTY, 'POST', `/steps/points/${action}`)).statusCode).toBe(422);
    expect((await record.read())?.registry).toEqual(shared);
  });

  it('never takes the stage or share from the caller: a forged one moves the canary to its own next stage only', async () => {
    const { as, record } = await withCanary();
    const answer = await as(LOYALTY, 'POST', '/steps/points/promote', { stage: 3, share: 100, complete: true });
    expect(answer.json()).toEqual({ build: TRIAL, share: 25, complete: false });
    expect((await record.read())?.registry.points).toMatchObject({ trial: { share: 25 } });
    expect((await as(LOYALTY, 'POST', '/steps/points/promote', { dryRun: 'no' })).statusCode).toBe(400);
  });

  it('dry-runs a promote and an abort: answers what it would record, writes nothing', async () => {
    const { as, record } = await withCanary();
    const before = { registry: await record.read(), history: await record.history() };
    const promoted = await as(LOYALTY, 'POST', '/steps/points/promote', { dryRun: true });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      share: 25,
      dryRun: true,
      planned: [{ by: 'loyalty', action: 'share', step: 'points', from: MAIN, to: TRIAL, share: 25 }],
    });
    expect(promoted.json<{ planned: { before?: unknown }[] }>().planned[0]?.before).toBeUndefined();
    const aborted = await as(LOYALTY, 'POST', '/steps/points/abort', { dryRun: true });
    expect(aborted.json()).toMatchObject({ dryRun: true, planned: [{ action: 'rollback', from: TRIAL, to: MAIN }] });
    expect({ registry: await record.read(), history: await record.history() }).toEqual(before);
  });

  it('dry-runs a release refused by its checks without noting the refusal', async () => {
    const { as, record } = await service();
    const answer = await as(LOYALTY, 'POST', '/steps/points/release', { version: '1.1.0+abc1234', dryRun: true });
    expect(answer.statusCode).toBe(422);
    expect((await record.history()).map((entry) => entry.action)).toEqual(['seed']);
  });
});

describe('rollback --to <version>', () => {
  const V2 = 'http://127.0.0.1:9004/1.1.0+b/mf-manifest.json';
  const V3 = 'http://127.0.0.1:9004/1.2.0+c/mf-manifest.json';

  /** points released twice since the seed: the seed's build, then 1.1.0+b, then 1.2.0+c. */
  async function twoReleases() {
    const running = await service();
    const { record } = running;
    let entry: unknown = REGISTRY.points;
    for (const manifest of [V2, V3]) {
      const after = { ...REGISTRY.points, manifest };
      const snapshot = await record.read();
      await record.change(
        snapshot,
        { ...snapshot!.registry, points: after },
        {
          at: new Date().toISOString(),
          by: 'loyalty',
          action: 'release',
          step: 'points',
          from: (entry as { manifest: string }).manifest,
          to: manifest,
          verdict: 'passed',
          before: entry,
          after,
        },
      );
      entry = after;
    }
    return running;
  }

  it('goes back to the entry the step last ran that build with, two releases back, by its team', async () => {
    const { as, record } = await twoReleases();
    const dry = await as(LOYALTY, 'POST', '/steps/points/rollback', { to: '1.1.0+b', dryRun: true });
    expect(dry.json()).toMatchObject({ dryRun: true, planned: [{ action: 'rollback', from: V3, to: V2 }] });
    expect((await record.read())?.registry.points).toMatchObject({ manifest: V3 });
    const answer = await as(LOYALTY, 'POST', '/steps/points/rollback', { to: '1.1.0+b' });
    expect(answer.statusCode).toBe(200);
    expect((await record.read())?.registry.points).toEqual({ ...REGISTRY.points, manifest: V2 });
    expect((await record.history()).at(-1)).toMatchObject({ by: 'loyalty', action: 'rollback', from: V3, to: V2 });
  });

  it('refuses a build the step never ran, the one it runs, a version that is no folder, and another team', async () => {
    const { as, record } = await twoReleases();
    const before = await record.read();
    const never = await as(LOYALTY, 'POST', '/steps/points/rollback', { to: '9.9.9+zzz' });
    expect(never.statusCode).toBe(422);
    expect(never.json<{ message: string }>().message).toBe(
      'points never ran 9.9.9+zzz, as its release history tells: release it instead',
    );
    expect(
      (await as(LOYALTY, 'POST', '/steps/points/rollback', { to: '1.2.0+c' })).json<{ message: string }>().message,
    ).toBe('points already runs 1.2.0+c for every buyer');
    expect((await as(LOYALTY, 'POST', '/steps/points/rollback', { to: '../../etc' })).statusCode).toBe(400);
    expect((await as(PAYMENTS, 'POST', '/steps/points/rollback', { to: '1.1.0+b' })).statusCode).toBe(403);
    expect(await record.read()).toEqual(before);
  });
});
