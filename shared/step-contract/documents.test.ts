import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkRegistryForm, parseStepJson, parseStepRoutes, parseStepCalls, parseStepUses } from './index';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Every step folder of the repository, and the one kept for the end-to-end tests. */
const STEP_FOLDERS = [
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => path.join(ROOT, name)),
  path.join(ROOT, 'e2e/fixtures/mf-review'),
];

describe("the repository's steps", () => {
  it.each(STEP_FOLDERS)('%s declares a step.json and routes.json its parsers take as they are', (folder) => {
    const step = path.basename(folder).slice('mf-'.length);
    const declared = read(path.join(folder, 'step.json'));
    const routes = read(path.join(folder, 'routes.json'));
    expect(parseStepJson(declared, step)).toEqual(declared);
    expect(parseStepRoutes(routes, step)).toEqual(routes);
  });
});

const pay = {
  page: 'pay',
  path: '/payment',
  layout: 'default',
  step: 'payment',
  title: { uk: 'Оплата', en: 'Payment' },
};
const back = {
  page: 'back',
  path: '/somePayCallBack',
  layout: 'provider',
  providerReturn: true,
  title: { uk: 'Оплата', en: 'Payment' },
};

describe("a step's routes.json", () => {
  it('is taken as it is', () => {
    expect(parseStepRoutes([pay, back], 'payment')).toEqual([pay, back]);
    expect(parseStepRoutes([{ ...pay, path: '/' }], 'calculator')[0]?.path).toBe('/');
    expect(parseStepRoutes([{ ...pay, path: '/pay/card-2', step: 'review' }], 'payment')[0]?.path).toBe('/pay/card-2');
  });

  it.each<[string, unknown, string]>([
    ['not a list', { pay }, 'payment routes: must be array'],
    ['an empty list', [], 'payment routes: must NOT have fewer than 1 items'],
    ['a page without a name', [{ ...pay, page: undefined }], "/0 must have required property 'page'"],
    [
      'a misspelt key',
      [{ ...back, providerReturns: true }],
      '/0 must NOT have additional properties: "providerReturns"',
    ],
    ['a language prefix', [{ ...pay, path: '/en/payment' }], '/0/path must match pattern'],
    ['the English home page', [{ ...pay, path: '/en' }], '/0/path must match pattern'],
    ['a relative path', [{ ...pay, path: 'payment' }], '/0/path must match pattern'],
    ['a trailing slash', [{ ...pay, path: '/payment/' }], '/0/path must match pattern'],
    ['a query', [{ ...pay, path: '/payment?x=1' }], '/0/path must match pattern'],
    ['a dot segment', [{ ...pay, path: '/a/../payment' }], '/0/path must match pattern'],
    [
      'an unknown layout',
      [{ ...pay, layout: 'wide' }],
      '/0/layout must be equal to one of the allowed values: "default", "empty", "provider"',
    ],
    [
      'an indicator step that is no step name',
      [{ ...pay, step: 'check-out' }],
      '(a lowercase letter, then up to 31 letters or digits)',
    ],
    ['an indicator step that is not a string', [{ ...pay, step: 3 }], '/0/step must be string'],
    ['providerReturn false', [{ ...back, providerReturn: false }], '/0/providerReturn must be equal to constant'],
    ['a title in one language', [{ ...pay, title: { uk: 'Оплата' } }], "/0/title must have required property 'en'"],
    ['a blank title', [{ ...pay, title: { uk: 'Оплата', en: ' ' } }], '/0/title/en must match pattern "\\S"'],
    [
      'a title in a third language',
      [{ ...pay, title: { uk: 'a', en: 'b', de: 'c' } }],
      '/0/title must NOT have additional properties: "de"',
    ],
    ['a path twice', [pay, { ...back, path: '/payment' }], 'payment routes: path "/payment" is declared twice'],
    ['a page twice', [pay, { ...back, page: 'pay' }], 'payment routes: page "pay" is declared twice'],
  ])('refuses %s, naming the step', (_case, value, message) => {
    expect(() => parseStepRoutes(value, 'payment')).toThrow(message);
  });

  it('names every problem at once', () => {
    expect(() => parseStepRoutes([{ ...pay, layout: 'wide', extra: 1 }], 'payment')).toThrow(
      'payment routes: /0 must NOT have additional properties: "extra"; /0/layout must be equal to one of the allowed values',
    );
  });
});

const points = { label: { uk: 'Бали', en: 'Points' }, follows: 'confirm', when: 'loyaltyCustomer', needs: ['signed'] };

describe("a step's journey", () => {
  /** A step.json with `journey` and no calls: its journey is checked as a part of it. */
  const withJourney = (journey: unknown) => ({ journey, calls: [] });

  it('is taken as it is', () => {
    expect(parseStepJson(withJourney(points), 'points').journey).toEqual(points);
    expect(parseStepJson(withJourney({ label: points.label, needs: [] }), 'calculator').journey).toEqual({
      label: points.label,
      needs: [],
    });
  });

  it.each<[string, unknown, string]>([
    ['not an object', [points], 'points step.json: /journey must be object'],
    [
      'an unknown key',
      { ...points, after: 'confirm' },
      'points step.json: /journey must NOT have additional properties: "after"',
    ],
    [
      'a label in one language',
      { ...points, label: { uk: 'Бали' } },
      "/journey/label must have required property 'en'",
    ],
    ['an empty label', { ...points, label: { uk: 'Бали', en: '' } }, '/journey/label/en must match pattern'],
    [
      'a follows that is no step name',
      { ...points, follows: 'Confirm step' },
      '/journey/follows must match pattern "^[a-z][a-zA-Z0-9]{0,31}$"',
    ],
    ['a precedes that is not a string', { ...points, precedes: 3 }, '/journey/precedes must be string'],
    [
      'an unknown condition',
      { ...points, when: 'returningBuyer' },
      '/journey/when must be equal to one of the allowed values: "loyaltyCustomer"',
    ],
    ['needs left out', { ...points, needs: undefined }, "/journey must have required property 'needs'"],
    [
      'an unknown need',
      { ...points, needs: ['signed', 'paid'] },
      '/journey/needs/1 must be equal to one of the allowed values: "product", "draft"',
    ],
    ['a need twice', { ...points, needs: ['signed', 'signed'] }, '/journey/needs must NOT have duplicate items'],
  ])('refuses %s, naming the step', (_case, value, message) => {
    expect(() => parseStepJson(withJourney(value), 'points')).toThrow(message);
  });
});

describe("a step's step.json", () => {
  const declared = {
    journey: points,
    calls: [{ method: 'POST', path: '/loyalty/balance', params: { contract_id: 'contractId' } }],
  };

  it('may name its schema, and left out "uses" stays out', () => {
    expect(parseStepJson({ $schema: '../x.json', ...declared }, 'points')).toEqual({
      $schema: '../x.json',
      ...declared,
    });
  });

  it.each<[string, unknown, string]>([
    [
      'an unknown field',
      { ...declared, owner: 'loyalty' },
      'points step.json: must NOT have additional properties: "owner"',
    ],
    ['no calls', { journey: points }, "points step.json: must have required property 'calls'"],
    ['calls that are no list', { ...declared, calls: {} }, '/calls must be array'],
    [
      'an unknown kind',
      { ...declared, calls: [{ method: 'POST', path: '/x', params: { a: 'ownerOnly' } }] },
      '/calls/0/params/a must be equal to one of the allowed values',
    ],
    [
      'an unknown answer',
      { ...declared, calls: [{ method: 'GET', path: '/x', params: {}, answer: 'pdf' }] },
      '/calls/0/answer must be equal to one of the allowed values: "newContract", "codeCheck", "paymentConfirmation", "document"',
    ],
    [
      'an unknown call field',
      { ...declared, calls: [{ method: 'GET', path: '/x', params: {}, checks: [] }] },
      '/calls/0 must NOT have additional properties: "checks"',
    ],
    [
      'a lower-case method',
      { ...declared, calls: [{ method: 'get', path: '/x', params: {} }] },
      '/calls/0/method must be equal to one of the allowed values: "GET", "POST", "PUT"',
    ],
    [
      'a doubled slash',
      { ...declared, calls: [{ method: 'GET', path: '//x', params: {} }] },
      '/calls/0/path must match pattern',
    ],
    [
      'an encoded character',
      { ...declared, calls: [{ method: 'GET', path: '/x%2fy', params: {} }] },
      '/calls/0/path must match pattern',
    ],
    [
      'a parameter name that is none',
      { ...declared, calls: [{ method: 'GET', path: '/x', params: { 'a b': 'data' } }] },
      '/calls/0/params property name must be valid: "a b"',
    ],
    [
      'an unknown texts field',
      { ...declared, calls: [{ method: 'GET', path: '/x', params: {}, texts: { always: true } }] },
      '/calls/0/texts must NOT have additional properties: "always"',
    ],
    [
      'a use sending a parameter twice',
      { ...declared, uses: [{ method: 'GET', path: '/x', params: ['q', 'q'] }] },
      '/uses/0/params must NOT have duplicate items',
    ],
    [
      'a use with a field too many',
      { ...declared, uses: [{ method: 'GET', path: '/serverTime', checks: [] }] },
      '/uses/0 must NOT have additional properties: "checks"',
    ],
    [
      'a use twice',
      {
        ...declared,
        uses: [
          { method: 'GET', path: '/x' },
          { method: 'GET', path: '/x' },
        ],
      },
      '/uses must NOT have duplicate items',
    ],
  ])('refuses %s', (_case, value, message) => {
    expect(() => parseStepJson(value, 'points')).toThrow(message);
  });

  it('has its calls and uses checked on their own where a registry entry carries them', () => {
    expect(() => parseStepCalls([{ method: 'DELETE', path: '/x', params: {} }], 'points')).toThrow(
      'step "points" calls: /0/method must be equal to one of',
    );
    expect(parseStepUses(undefined, 'points')).toEqual([]);
    expect(() => parseStepUses([{ method: 'GET' }], 'points')).toThrow(
      `step "points" uses: /0 must have required property 'path'`,
    );
  });
});

describe('the registry', () => {
  const entry = { manifest: 'http://127.0.0.1:9004/mf-manifest.json', routes: [pay], journey: points, calls: [] };

  it('takes entries with a trial build', () => {
    expect(() =>
      checkRegistryForm({ points: { ...entry, trial: { ...entry, manifest: '/t/mf-manifest.json', share: 10 } } }),
    ).not.toThrow();
  });

  it.each<[string, unknown, string]>([
    ['a key that is no step name', { 'check-out': entry }, 'property name must be valid: "check-out"'],
    [
      'a bare manifest URL, the format before steps declared their pages',
      { points: entry.manifest },
      '/points must be object',
    ],
    [
      'a manifest that is no URL',
      { points: { ...entry, manifest: 'mf-manifest.json' } },
      '/points/manifest must match pattern "^(?:https?://[^/\\\\\\s]|/(?![/\\\\]))" (The URL of',
    ],
    ['an unknown key', { points: { ...entry, build: '42' } }, '/points must NOT have additional properties: "build"'],
    [
      'a trial without its share',
      { points: { ...entry, trial: entry } },
      "/points/trial must have required property 'share'",
    ],
    [
      'a share over 100',
      { points: { ...entry, trial: { ...entry, share: 101 } } },
      '/points/trial/share must be <= 100',
    ],
    [
      'a share that is no whole percentage',
      { points: { ...entry, trial: { ...entry, share: 12.5 } } },
      '/points/trial/share must be integer',
    ],
    [
      'a malformed journey',
      { points: { ...entry, journey: { ...points, when: 'vip' } } },
      '/points/journey/when must be equal to one of the allowed values',
    ],
  ])('refuses %s', (_case, value, message) => {
    expect(() => checkRegistryForm(value)).toThrow(message);
  });
});
