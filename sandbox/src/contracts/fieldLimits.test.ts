// The maximum length of every text field of the draft, in both readings, and of the search queries.
import { startSandbox, type TestSandbox } from '../testing/harness';
import { camelDraft, snakeDraft } from '../testing/drafts';

let t: TestSandbox;
const TODAY = '2026-03-10';
beforeAll(async () => {
  t = await startSandbox({ now: '2026-03-10T09:00:00Z' });
});
afterAll(() => t.close());

type Failure = { field: string; message: string };
const errorsOf = (answer: { body: { errors?: Failure[] } }): Failure[] => answer.body.errors ?? [];
const tooLong = (max: number) => `must be at most ${max} characters`;

// [snake field, camel field (null: not in that reading), maximum length]
const FIELDS: Array<[string, string | null, number]> = [
  ['name_first', 'firstName', 50],
  ['name_last', 'lastName', 50],
  ['name_middle', 'middleName', 50],
  ['address', 'address', 200],
  ['email', 'email', 100],
  ['phone', 'phone', 20],
  ['birth_date', 'birthday', 10],
  ['date_from', 'dateFrom', 10],
  ['code', 'inn', 12],
  ['doc_seria', 'passportSeries', 20],
  ['doc_number', 'passportNumber', 20],
  ['doc_record', 'passportRecord', 30],
  ['doc_issued_by', 'passportFrom', 100],
  ['doc_date', 'passportDate', 10],
  ['state_number', 'autoNumber', 12],
  ['body_number', 'autoBodyNumber', 30],
  ['year', 'year', 4],
  ['engineVolume', 'engineVolume', 10],
  ['electricMotorPower', 'electricMotorPower', 10],
  ['grossWeight', 'grossWeight', 10],
  ['curbWeight', 'curbWeight', 10],
  ['seatingCapacity', 'seatingCapacity', 10],
  ['autoMaker', 'autoMaker', 100],
  ['autoModel', 'autoModel', 100],
  ['sourceInfo', null, 255],
  ['shop_order_number', 'orderId', 20],
  ['customer_external_id', 'customerExternalId', 64],
  ['eua_user_id', 'euaUserId', 64],
];

const READINGS = FIELDS.flatMap(([snake, camel, max]) => [
  ['snake', snake, max] as const,
  ...(camel ? [['camel', camel, max] as const] : []),
]);

describe.each(READINGS)('%s reading: %s', (reading, field, max) => {
  const draft = (value: string) =>
    reading === 'snake' ? snakeDraft(TODAY, { [field]: value }) : camelDraft(TODAY, { [field]: value });

  it(`refuses ${max + 1} characters with 400 naming the field`, async () => {
    const answer = await t.post('/green/save/draft', draft('A'.repeat(max + 1)));
    expect(answer.status).toBe(400);
    expect(errorsOf(answer)).toEqual([{ field, message: tooLong(max) }]);
    expect(answer.body.message).toBe(`${field}: ${tooLong(max)}`);
  });

  it(`lets ${max} characters through to the other rules`, async () => {
    const answer = await t.post('/green/save/draft', draft('A'.repeat(max)));
    expect(errorsOf(answer).filter((e) => e.message.startsWith('must be at most'))).toEqual([]);
  });
});

describe('counting', () => {
  it('counts after trimming, and an emoji as one character', async () => {
    const padded = await t.post('/green/save/draft', snakeDraft(TODAY, { name_first: `  ${'A'.repeat(50)}  ` }));
    expect(padded.status).toBe(200);
    const emoji = await t.post('/green/save/draft', snakeDraft(TODAY, { name_middle: `${'A'.repeat(49)}😀` }));
    expect(errorsOf(emoji)).toEqual([{ field: 'name_middle', message: 'must be written in Latin letters' }]);
  });

  it('names every field that is too long at once', async () => {
    const answer = await t.post(
      '/green/save/draft',
      camelDraft(TODAY, { firstName: 'A'.repeat(51), address: 'A'.repeat(201) }),
    );
    expect(errorsOf(answer)).toEqual([
      { field: 'firstName', message: tooLong(50) },
      { field: 'address', message: tooLong(200) },
    ]);
  });
});

describe('search queries', () => {
  it.each([
    ['/number', {}],
    ['/model', {}],
    ['/place', { country: 'UA' }],
  ])('%s: q of at most 50 characters', async (path, extra) => {
    const ask = (q: string) => t.get(`${path}?${new URLSearchParams({ ...extra, q })}`);
    expect((await ask('a'.repeat(50))).status).toBe(200);
    const refused = await ask('a'.repeat(51));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'q', message: tooLong(50) }]);
  });
});
