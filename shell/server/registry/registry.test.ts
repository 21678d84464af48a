/** @jest-environment node */
import { mkdtempSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import { fileRecordSource } from '../releaseRecord/serverRecord';
import { parseStepOrigins } from '@greencard/release/stepOrigins';
import type { StepCall } from '@greencard/step-contract';
import { refusal, refusalReason } from './registry';
import {
  createRegistryReader,
  parseRegistry,
  registryOrigins,
  type ParsedRegistry,
  type RegistryJudging,
} from './registry';

const text = (value: unknown) => JSON.stringify(value);
const payment = TEST_REGISTRY.payment;
const points = TEST_REGISTRY.points;
const review = {
  manifest: 'http://127.0.0.1:9006/mf-manifest.json',
  routes: [
    { page: 'review', path: '/review', layout: 'default', step: 'review', title: { uk: 'Огляд', en: 'Review' } },
  ],
  journey: { label: { uk: 'Огляд', en: 'Review' }, follows: 'points', precedes: 'payment', needs: ['signed'] },
  calls: [],
};

describe('registry.json', () => {
  it("gives each step's build and the pages of the shop", () => {
    const { registry, routes } = parseRegistry(text(TEST_REGISTRY));
    expect(registry).toEqual(TEST_REGISTRY);
    expect(routes.get('/portmoneCallBack')).toMatchObject({ owner: 'payment', providerReturn: true });
    expect(routes.get('/UI')?.owner).toBe('contract');
  });

  it('gives the journey its step.json make, in order, with the first page of each step', () => {
    const { journey } = parseRegistry(text(TEST_REGISTRY));
    expect(journey.map(({ step, path }) => [step, path])).toEqual([
      ['calculator', '/'],
      ['contract', '/contract'],
      ['confirm', '/confirm'],
      ['points', '/points'],
      ['payment', '/payment'],
    ]);
    expect(journey[3]).toEqual({
      step: 'points',
      label: { uk: 'Бали', en: 'Points' },
      path: '/points',
      when: 'loyaltyCustomer',
      needs: ['signed'],
    });
  });

  it('takes a step the shell has never heard of, where its journey puts it', () => {
    const { registry, routes, journey } = parseRegistry(text({ ...TEST_REGISTRY, review }));
    expect(registry.review?.journey).toEqual(review.journey);
    expect(routes.get('/review')?.owner).toBe('review');
    expect(journey.map(({ step }) => step)).toEqual([
      'calculator',
      'contract',
      'confirm',
      'points',
      'review',
      'payment',
    ]);
  });

  it('takes a registry without a step no other step names', () => {
    const { review: _withdrawn, ...rest } = { ...TEST_REGISTRY, review };
    expect(parseRegistry(text(rest)).journey.map(({ step }) => step)).toEqual([
      'calculator',
      'contract',
      'confirm',
      'points',
      'payment',
    ]);
  });

  it('gives the allow-list of the calls the steps declare, each with its owner', () => {
    const { calls } = parseRegistry(text(TEST_REGISTRY));
    expect(calls.get('GET /sendcode')).toEqual({ owner: 'confirm', call: TEST_REGISTRY.confirm.calls[0] });
    expect(calls.get('POST /payment/easypay')?.owner).toBe('payment');
    expect(calls.has('GET /servertime')).toBe(false);
  });

  it("takes a step's trial build, and gives each buyer's view with one build per step", () => {
    const trial = {
      ...review,
      manifest: 'http://127.0.0.1:9104/1.1.0+next/mf-manifest.json',
      routes: points.routes,
      journey: points.journey,
      share: 30,
    };
    const loaded = parseRegistry(text({ ...TEST_REGISTRY, points: { ...points, trial } }));
    expect(loaded.registry.points?.trial).toEqual({ ...trial, uses: [] });
    expect(loaded.buyerViews.map(({ key }) => key)).toEqual(['', 'points']);
    expect(loaded.forBuyer([]).registry.points).toEqual(points);
    const { share: _share, ...build } = trial;
    expect(loaded.forBuyer(['points']).registry.points).toEqual({ ...build, uses: [] });
    expect(loaded.forBuyer(['points']).registry.payment).toEqual(payment);
    expect(registryOrigins(loaded.registry)).toContain('http://127.0.0.1:9104');
  });

  it("gives a buyer of a step's trial build the calls that build declares, and a buyer of the main build only its own", () => {
    const history = { method: 'GET', path: '/loyalty/history', params: { contract_id: 'contractId' } };
    const trial = {
      ...points,
      manifest: 'http://127.0.0.1:9104/1.1.0+next/mf-manifest.json',
      calls: [...points.calls, history],
      share: 30,
    };
    const loaded = parseRegistry(text({ ...TEST_REGISTRY, points: { ...points, trial } }));
    expect(loaded.forBuyer(['points']).calls.get('GET /loyalty/history')?.owner).toBe('points');
    expect(loaded.forBuyer([]).calls.has('GET /loyalty/history')).toBe(false);
    expect(loaded.calls.has('GET /loyalty/history')).toBe(false);
  });

  it('refuses a trial build that declares a call another step owns', () => {
    const trial = {
      ...points,
      manifest: 'http://127.0.0.1:9104/1.1.0+next/mf-manifest.json',
      calls: payment.calls,
      share: 30,
    };
    expect(() => parseRegistry(text({ ...TEST_REGISTRY, points: { ...points, trial } }))).toThrow(
      /with the trial build of points: .*one owner/,
    );
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a share over 100',
      { ...points, manifest: 'http://127.0.0.1:9104/mf-manifest.json', share: 101 },
      /registry\.json: \/points\/trial\/share must be <= 100/,
    ],
    [
      'no share',
      { ...points, manifest: 'http://127.0.0.1:9104/mf-manifest.json' },
      /\/points\/trial must have required property 'share'/,
    ],
    ['the same build', { ...points, share: 10 }, /"points" trial is the step's own build/],
    [
      'a journey with no order',
      {
        ...points,
        manifest: 'http://127.0.0.1:9104/mf-manifest.json',
        journey: { ...points.journey, follows: 'payment' },
        share: 10,
      },
      /with the trial build of points: /,
    ],
  ])('refuses a trial build with %s', (_what, trial, message) => {
    expect(() => parseRegistry(text({ ...TEST_REGISTRY, points: { ...points, trial } }))).toThrow(message);
  });

  it('refuses the old format, a bare manifest URL, naming the step', () => {
    expect(() => parseRegistry(text({ ...TEST_REGISTRY, points: 'http://127.0.0.1:9004/mf-manifest.json' }))).toThrow(
      /^registry\.json: \/points must be object$/,
    );
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a step another follows left out',
      { ...TEST_REGISTRY, confirm: undefined },
      /"points" follows "confirm", which is not a step of the registry/,
    ],
    [
      'a key that is no step name',
      { ...TEST_REGISTRY, 'check-out': payment },
      /property name must be valid: "check-out"/,
    ],
    [
      'a step without a journey',
      { ...TEST_REGISTRY, review: { ...review, journey: undefined } },
      /\/review must have required property 'journey'/,
    ],
    [
      'an unknown condition',
      { ...TEST_REGISTRY, points: { ...points, journey: { ...points.journey, when: 'vip' } } },
      /\/points\/journey\/when must be equal to one of the allowed values: "loyaltyCustomer"/,
    ],
    [
      'an unknown need',
      { ...TEST_REGISTRY, review: { ...review, journey: { ...review.journey, needs: ['paid'] } } },
      /\/review\/journey\/needs\/0 must be equal to one of the allowed values/,
    ],
    [
      'two orders',
      { ...TEST_REGISTRY, review: { ...review, journey: { ...review.journey, precedes: undefined } } },
      /the order of "payment", "review" is not decided/,
    ],
    [
      'two first steps',
      { ...TEST_REGISTRY, review: { ...review, journey: { label: review.journey.label, needs: [] } } },
      /"calculator", "review" are each a first step/,
    ],
    [
      'a page of a step not in the registry',
      { ...TEST_REGISTRY, review: { ...review, routes: [{ ...review.routes[0], step: 'summary' }] } },
      /"review" page "review": "step" names "summary", which is not a step of the registry/,
    ],
    [
      'a step without routes',
      { ...TEST_REGISTRY, payment: { manifest: payment.manifest } },
      /\/payment must have required property 'routes'/,
    ],
    [
      'a manifest that is no URL',
      { ...TEST_REGISTRY, payment: { ...payment, manifest: 'mf-manifest.json' } },
      /\/payment\/manifest must match pattern .*\(The URL of the build's mf-manifest\.json: http\(s\) with a host/,
    ],
    // A //host manifest is another host's file, which the judge skipped as a path of the shell's own.
    [
      'a manifest on another host named by //',
      { ...TEST_REGISTRY, payment: { ...payment, manifest: '//127.0.0.99:5099/1.0.0+x/mf-manifest.json' } },
      /\/payment\/manifest must match pattern/,
    ],
    [
      'a pinned container script whose hash is no sha384',
      { ...TEST_REGISTRY, payment: { ...payment, integrity: 'sha1-abc' } },
      /\/payment\/integrity must match pattern/,
    ],
    [
      'an unknown key',
      { ...TEST_REGISTRY, payment: { ...payment, build: '42' } },
      /\/payment must NOT have additional properties: "build"/,
    ],
    [
      'a broken route',
      { ...TEST_REGISTRY, payment: { ...payment, routes: [{ ...payment.routes[0], layout: 'wide' }] } },
      /\/payment\/routes\/0\/layout must be equal to one of the allowed values: "default", "empty", "provider"/,
    ],
    [
      'a path two steps claim',
      {
        ...TEST_REGISTRY,
        contract: {
          ...TEST_REGISTRY.contract,
          routes: [...TEST_REGISTRY.contract.routes, { ...payment.routes[3], page: 'x' }],
        },
      },
      /"\/fail" is claimed by both "contract" and "payment"/,
    ],
    [
      'an unknown check',
      {
        ...TEST_REGISTRY,
        payment: { ...payment, calls: [{ method: 'POST', path: '/payment/x', params: { contract_id: 'anyone' } }] },
      },
      /\/payment\/calls\/0\/params\/contract_id must be equal to one of the allowed values/,
    ],
    [
      'a call two steps declare',
      {
        ...TEST_REGISTRY,
        points: { ...TEST_REGISTRY.points, calls: [...TEST_REGISTRY.points.calls, payment.calls[0]] },
      },
      /POST \/payment\/easypay is declared by both "points" and "payment": a call has one owner/,
    ],
  ])('refuses %s', (_case, value, message) => {
    expect(() => parseRegistry(text(value))).toThrow(message);
  });

  it("refuses a build on an origin the shop does not allow for its step, the trial's too, and keeps each build's pin", () => {
    const origins = parseStepOrigins(
      Object.entries(TEST_REGISTRY)
        .map(([step, entry]) => `${step}=${new URL(entry.manifest).origin}`)
        .join(','),
    );
    const pinned = { ...payment, integrity: `sha384-${'A'.repeat(64)}` };
    expect(parseRegistry(text({ ...TEST_REGISTRY, payment: pinned }), { origins }).registry.payment).toEqual(pinned);
    const foreign = 'http://127.0.0.99:5099/1.0.0+x/mf-manifest.json';
    // Another step's origin is another origin too: a team serves its own step only.
    for (const manifest of [foreign, TEST_REGISTRY.points.manifest]) {
      for (const entry of [
        { ...payment, manifest },
        { ...payment, trial: { ...payment, manifest, share: 5 } },
      ]) {
        expect(() => parseRegistry(text({ ...TEST_REGISTRY, payment: entry }), { origins })).toThrow(
          expect.objectContaining({
            message: expect.stringContaining(
              `is served from ${new URL(manifest).origin}, and the shop serves payment's builds only from http://127.0.0.1:9005`,
            ),
          }),
        );
      }
    }
    try {
      parseRegistry(text({ ...TEST_REGISTRY, payment: { ...payment, manifest: foreign } }), { origins });
    } catch (error) {
      expect(refusalReason(error)).toBe('origin');
    }
  });

  it("names the origins of the steps' builds, for the page's script policy", () => {
    const registry = {
      ...TEST_REGISTRY,
      contract: { ...TEST_REGISTRY.contract, manifest: '/contract/mf-manifest.json' },
    };
    expect(registryOrigins(registry)).toEqual([
      'http://127.0.0.1:9001',
      'http://127.0.0.1:9003',
      'http://127.0.0.1:9004',
      'http://127.0.0.1:9005',
    ]);
  });
});

describe('reading registry.json', () => {
  const write = (file: string, content: string, secondsAhead: number) => {
    writeFileSync(file, content);
    const at = new Date(Date.now() + secondsAhead * 1000);
    utimesSync(file, at, at);
  };

  /** A registry.json holding TEST_REGISTRY, looked at again on every read, and what its reader logs and counts. */
  const registryOnDisk = (judge?: RegistryJudging['judge']) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'registry.json');
    write(file, text(TEST_REGISTRY), 0);
    const log = jest.fn<void, [string]>();
    const refused = jest.fn();
    const source = fileRecordSource(file, { log: jest.fn() }).source;
    const read = createRegistryReader(source, log, { judge, refused });
    return { file, log, refused, read };
  };

  it('keeps the last good registry when an edit makes two steps claim one path, and says so once', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'registry.json');
    write(file, text(TEST_REGISTRY), 0);
    const log = jest.fn<void, [string]>();
    const read = createRegistryReader(fileRecordSource(file, { log: jest.fn() }).source, log);
    const good = await read();
    const clash = { ...TEST_REGISTRY, points: { ...points, routes: [{ ...points.routes[0], path: '/payment' }] } };
    write(file, text(clash), 5);
    expect(await read()).toBe(good);
    expect(await read()).toBe(good);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('"/payment" is claimed by both "points" and "payment"');

    write(
      file,
      text({ ...TEST_REGISTRY, points: { ...points, manifest: 'http://127.0.0.1:9999/mf-manifest.json' } }),
      10,
    );
    expect((await read()).registry.points?.manifest).toBe('http://127.0.0.1:9999/mf-manifest.json');
  });

  it('fails when the first registry it reads is broken: there is nothing good to keep', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'registry.json');
    write(file, text({ ...TEST_REGISTRY, calculator: 'http://127.0.0.1:9001/mf-manifest.json' }), 0);
    await expect(createRegistryReader(fileRecordSource(file, { log: jest.fn() }).source, jest.fn())()).rejects.toThrow(
      /\/calculator must be object/,
    );
  });

  describe('judged and counted', () => {
    const withoutCheck = {
      ...TEST_REGISTRY,
      contract: {
        ...TEST_REGISTRY.contract,
        calls: TEST_REGISTRY.contract.calls.map((call) =>
          call.path === '/green/change/status' ? { ...call, params: { ...call.params, state: 'data' } } : call,
        ),
      },
    };
    const withoutTexts = {
      ...TEST_REGISTRY,
      confirm: {
        ...TEST_REGISTRY.confirm,
        calls: TEST_REGISTRY.confirm.calls.map(({ texts: _texts, ...call }) => call),
      },
    };
    // An insurer that routes by path alone texts for POST /sendCode as for GET /sendCode.
    const postedCode = {
      ...TEST_REGISTRY,
      payment: {
        ...TEST_REGISTRY.payment,
        calls: [
          ...TEST_REGISTRY.payment.calls,
          { method: 'POST', path: '/sendCode', params: { contract_id: 'contractId' } },
        ],
      },
    };
    const withoutNumber = {
      ...TEST_REGISTRY,
      calculator: {
        ...TEST_REGISTRY.calculator,
        calls: TEST_REGISTRY.calculator.calls.filter((call) => call.path !== '/number'),
      },
    };

    it.each([
      [
        'passes an insurer field on as plain data',
        withoutCheck,
        'droppedCheck',
        'call PUT /green/change/status: "state" is a contractState to the insurer, not data',
      ],
      [
        'drops what a call had in the last good one',
        withoutTexts,
        'droppedCheck',
        'call GET /sendCode drops its texts',
      ],
      [
        'declares another method on the path of a call that texts, without its texts',
        postedCode,
        'droppedCheck',
        'call POST /sendCode drops its "codes" limit, its texts',
      ],
      [
        'leaves a call another step uses without its owner',
        withoutNumber,
        'unmetUse',
        'contract uses GET /number, which no step of the registry declares',
      ],
      ['is not JSON', '{', 'malformed', 'JSON'],
    ])(
      'keeps the last good registry when an edit %s, and logs and counts it once by reason',
      async (_case, edit, reason, message) => {
        const { file, log, refused, read } = registryOnDisk();
        const good = await read();
        write(file, typeof edit === 'string' ? edit : text(edit), 5);
        expect(await read()).toBe(good);
        expect(await read()).toBe(good);
        expect(refused.mock.calls).toEqual([[reason]]);
        expect(log).toHaveBeenCalledTimes(1);
        expect(log.mock.calls[0]?.[0]).toContain(message);
      },
    );

    it('holds a call taken out and declared again to what it had: two edits drop no check one may not', async () => {
      // The code check's per-client limit is all that stops a script trying every code; no kind requires it.
      const withCodeCheck = (change: (call: StepCall) => StepCall[]) => ({
        ...TEST_REGISTRY,
        confirm: {
          ...TEST_REGISTRY.confirm,
          calls: TEST_REGISTRY.confirm.calls.flatMap((call) => (call.path === '/checkCode' ? change(call) : [call])),
        },
      });
      const { file, log, refused, read } = registryOnDisk();
      await read();
      write(file, text(withCodeCheck(() => [])), 5);
      const without = await read();
      expect(without.calls.has('POST /checkcode')).toBe(false);
      write(file, text(withCodeCheck(({ limit: _limit, ...call }) => [call])), 10);
      expect(await read()).toBe(without);
      expect(refused.mock.calls).toEqual([['droppedCheck']]);
      expect(log.mock.calls[0]?.[0]).toContain('call POST /checkCode drops its "codes" limit');
    });

    it("keeps the last good registry when the judge refuses an edit's build, counting the judge's reason", async () => {
      const judge = jest.fn(async (loaded: ParsedRegistry) => {
        if (loaded.registry.points?.manifest !== TEST_REGISTRY.points.manifest)
          throw refusal('build', 'points: built for journey major 9');
      });
      const { file, refused, read } = registryOnDisk(judge);
      const good = await read();
      write(
        file,
        text({ ...TEST_REGISTRY, points: { ...points, manifest: 'http://127.0.0.1:9004/9.0.0+x/mf-manifest.json' } }),
        5,
      );
      expect(await read()).toBe(good);
      expect(refused.mock.calls).toEqual([['build']]);
      write(
        file,
        text({
          ...TEST_REGISTRY,
          calculator: { ...TEST_REGISTRY.calculator, manifest: 'http://127.0.0.1:9001/2.0.0+y/mf-manifest.json' },
        }),
        10,
      );
      expect((await read()).registry.calculator?.manifest).toBe('http://127.0.0.1:9001/2.0.0+y/mf-manifest.json');
    });

    it('serves no registry (503) while none was judged good, says so once, and takes the first good one', async () => {
      let stepsUp = false;
      const judge = async () => {
        if (!stepsUp) throw refusal('unreachable', 'calculator: fetch failed');
      };
      const { log, refused, read } = registryOnDisk(judge);
      await expect(read()).rejects.toMatchObject({
        statusCode: 503,
        message: expect.stringContaining('No good registry'),
      });
      await expect(read()).rejects.toMatchObject({ statusCode: 503 });
      expect(refused.mock.calls).toEqual([['unreachable']]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toContain('no good one yet');
      stepsUp = true;
      expect((await read()).registry).toEqual(TEST_REGISTRY);
    });
  });
});

describe('reading registry.json when the file is lost', () => {
  const registryFile = () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'registry.json');
    writeFileSync(file, text(TEST_REGISTRY));
    return file;
  };

  it('keeps serving the last registry while the file is moved away, says so once, and follows it again once back', async () => {
    const file = registryFile();
    const log = jest.fn<void, [string]>();
    const { source, state } = fileRecordSource(file, { log });
    const read = createRegistryReader(source, jest.fn(), { recheckMs: 0 });
    const good = await read();
    renameSync(file, `${file}.away`);
    // Every page, call and readiness check reads it: none may fail while the replica holds a good registry.
    for (let i = 0; i < 5; i++) expect(await read()).toBe(good);
    expect(state()).toMatchObject({ readable: false, losses: 1 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('cannot be read, serving the last registry read');
    renameSync(`${file}.away`, file);
    expect(await read()).toBe(good);
    expect(state()).toMatchObject({ readable: true, losses: 1 });
    writeFileSync(
      file,
      text({ ...TEST_REGISTRY, points: { ...points, manifest: 'http://127.0.0.1:9999/mf-manifest.json' } }),
    );
    expect((await read()).registry.points?.manifest).toBe('http://127.0.0.1:9999/mf-manifest.json');
  });

  it('answers 503 "no release record" (not a failure of the server) when it never read one', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'registry.json');
    const read = createRegistryReader(fileRecordSource(file, { log: jest.fn() }).source, jest.fn(), { recheckMs: 0 });
    await expect(read()).rejects.toMatchObject({ statusCode: 503, code: 'NO_RELEASE_RECORD' });
    writeFileSync(file, text(TEST_REGISTRY));
    expect((await read()).registry).toEqual(TEST_REGISTRY);
  });

  it("sees an edit by its content, whatever the file's time: one of the same size within the same clock tick", async () => {
    const file = registryFile();
    const at = new Date('2026-11-27T10:00:00.000Z');
    utimesSync(file, at, at);
    const read = createRegistryReader(fileRecordSource(file, { log: jest.fn() }).source, jest.fn(), { recheckMs: 0 });
    expect((await read()).registry.points?.manifest).toBe(points.manifest);
    const edited = text({ ...TEST_REGISTRY, points: { ...points, manifest: points.manifest.replace('9004', '9005') } });
    expect(edited.length).toBe(text(TEST_REGISTRY).length);
    writeFileSync(file, edited);
    utimesSync(file, at, at);
    expect((await read()).registry.points?.manifest).toBe(points.manifest.replace('9004', '9005'));
  });
});

describe('reading registry.json with a watch of its folder', () => {
  const registryFile = () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'registry-')), 'registry.json');
    writeFileSync(file, text(TEST_REGISTRY));
    return file;
  };
  /** A release's edit: written beside the file and renamed over it (shared/release), with a later time. */
  const release = (file: string, value: unknown) => {
    writeFileSync(`${file}.next`, text(value));
    const at = new Date(Date.now() + 5000);
    utimesSync(`${file}.next`, at, at);
    renameSync(`${file}.next`, file);
  };
  const moved = { ...TEST_REGISTRY, points: { ...points, manifest: 'http://127.0.0.1:9999/mf-manifest.json' } };
  const pointsManifest = async (read: () => Promise<ParsedRegistry>) => (await read()).registry.points?.manifest;
  const HOUR = 3_600_000;
  /** A watch that never reports a change: what a mount whose events are lost gives. */
  const deafWatch = () => ({ close: jest.fn() });
  /** A reader at time 0 that read the registry, then missed a release: its watch hears nothing; it rechecks each second. */
  async function missedRelease() {
    const file = registryFile();
    const clock = { now: 0 };
    const read = createRegistryReader(fileRecordSource(file, { watch: deafWatch, log: jest.fn() }).source, jest.fn(), {
      recheckMs: 1000,
      now: () => clock.now,
    });
    expect(await pointsManifest(read)).toBe(points.manifest);
    release(file, moved);
    return { read, clock };
  }

  it("sees a release's rename through the watch, however recently it looked at the file", async () => {
    const file = registryFile();
    const read = createRegistryReader(fileRecordSource(file, { log: jest.fn() }).source, jest.fn(), {
      recheckMs: HOUR,
      now: () => 0,
    });
    expect(await pointsManifest(read)).toBe(points.manifest);
    release(file, moved);
    // The watch's event comes with the event loop's next look at its files: within a few turns of it.
    for (let turn = 0; turn < 100 && (await pointsManifest(read)) === points.manifest; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await pointsManifest(read)).toBe(moved.points.manifest);
    read.close();
  });

  it('does not look at the file on every read: an edit the watch missed is seen once recheckMs has passed', async () => {
    const { read, clock } = await missedRelease();
    clock.now = 999;
    expect(await pointsManifest(read)).toBe(points.manifest);
    clock.now = 1000;
    expect(await pointsManifest(read)).toBe(moved.points.manifest);
  });

  it('gives every reader the edit while it is being read, none the registry before it', async () => {
    const { read, clock } = await missedRelease();
    clock.now = 1000;
    // The first reader starts reading the edited file; the others come before it is parsed (16 buyers at once).
    const readers = await Promise.all(Array.from({ length: 16 }, () => pointsManifest(read)));
    expect(new Set(readers)).toEqual(new Set([moved.points.manifest]));
  });

  it('looks at the file on every read when the watch fails, and says so', async () => {
    const file = registryFile();
    const log = jest.fn<void, [string]>();
    let fail: (error: Error) => void = () => undefined;
    const close = jest.fn();
    const watch = (_folder: string, _changed: () => void, failed: (error: Error) => void) => {
      fail = failed;
      return { close };
    };
    const read = createRegistryReader(fileRecordSource(file, { watch, log: jest.fn() }).source, log, {
      recheckMs: HOUR,
      now: () => 0,
    });
    expect(await pointsManifest(read)).toBe(points.manifest);
    fail(new Error('the folder is gone'));
    expect(close).toHaveBeenCalled();
    expect(log.mock.calls[0]?.[0]).toContain('the folder is gone');
    release(file, moved);
    expect(await pointsManifest(read)).toBe(moved.points.manifest);
  });

  it('ends its watch on close', () => {
    const watch = deafWatch();
    const read = createRegistryReader(
      fileRecordSource(registryFile(), { watch: () => watch, log: jest.fn() }).source,
      jest.fn(),
      {
        recheckMs: 1000,
      },
    );
    read.close();
    expect(watch.close).toHaveBeenCalledTimes(1);
  });
});
