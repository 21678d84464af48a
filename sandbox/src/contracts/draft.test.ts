// POST /green/save/draft: both readings, the insurer's checks (named by wire field) and underwriting.
import { addDays, innBirthday, validateInn } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { camelDraft, CAR_EUROPE_MONTH, snakeDraft } from '../testing/drafts';
import { BLACKLISTED_INNS, BLACKLISTED_STATE_NUMBERS, UNDERWRITING_MESSAGES } from './data/blacklist';

let t: TestSandbox;
// 2026-03-10 11:00 in Kyiv.
const TODAY = '2026-03-10';
beforeAll(async () => {
  t = await startSandbox({ now: '2026-03-10T09:00:00Z' });
});
afterAll(() => t.close());

const save = (body: unknown) => t.post('/green/save/draft', body);
const fieldsOf = (answer: { body: { errors?: Array<{ field: string }> } }) =>
  (answer.body.errors ?? []).map((e) => e.field);

describe('both readings of the draft payload', () => {
  it('accepts the snake-case reading and answers id, number and date', async () => {
    const answer = await save(snakeDraft(TODAY));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^GC\d{8}$/),
      date: TODAY,
    });
  });

  it('accepts the camel-case reading (dd.mm.yyyy birthday, Cyrillic state number, driving licence)', async () => {
    const answer = await save(camelDraft(TODAY));
    expect(answer.status).toBe(200);
    expect(answer.body.data.date).toBe(TODAY);
  });

  it('reads snake date_from as the start date minus one day and camel dateFrom as the start date', async () => {
    const start = addDays(TODAY, 5);
    const snake = await save(snakeDraft(TODAY, { date_from: addDays(start, -1) }));
    const camel = await save(camelDraft(TODAY, { dateFrom: start }));
    for (const answer of [snake, camel]) {
      const contract = await t.get(`/getContractByEwaCode?code=${answer.body.data.number}`);
      expect(contract.body.data).toMatchObject({
        dateFrom: start,
        dateTo: addDays(addDays(start, 31), -1),
        state: 'DRAFT',
      });
      expect(contract.body.data.premium).toBe(CAR_EUROPE_MONTH.premium);
    }
  });

  it('stores the contract in DRAFT with the price of the tariff', async () => {
    const answer = await save(snakeDraft(TODAY));
    const shown = await t.get(`/order/ewaShow?contract_id=${answer.body.data.id}`);
    expect(shown.body.data).toMatchObject({
      state: 'DRAFT',
      premium: CAR_EUROPE_MONTH.premium,
      paidOnline: 0,
      paidByPoints: 0,
    });
  });

  it('refuses a body with neither tariff_id nor tariffId', async () => {
    const answer = await save({ period: 'YEAR' });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['tariff_id']);
  });

  it('names the missing fields in the reading used', async () => {
    const snake = await save({ tariff_id: 12031 });
    expect(fieldsOf(snake)).toEqual(expect.arrayContaining(['name_first', 'birth_date', 'state_number', 'doc_type']));
    const camel = await save({ tariffId: 12031 });
    expect(fieldsOf(camel)).toEqual(expect.arrayContaining(['firstName', 'birthday', 'autoNumber', 'documentType']));
  });
});

describe('the insurer checks, by wire field', () => {
  // [what, snake overrides, snake field, camel overrides, camel field]
  const CASES: Array<[string, Record<string, unknown>, string, Record<string, unknown>, string]> = [
    ['unknown tariff', { tariff_id: 99999 }, 'tariff_id', { tariffId: 99999 }, 'tariffId'],
    ['tariff of another period', { period: 'YEAR' }, 'period', { period: 'YEAR' }, 'period'],
    ['tariff of another vehicle type', { vehicle_type: 'B' }, 'vehicle_type', { autoType: 'B' }, 'autoType'],
    ['tariff of another area', { coverage_area: 'BMR' }, 'coverage_area', { coverageArea: 'BMR' }, 'coverageArea'],
    ['Cyrillic first name', { name_first: 'Тарас' }, 'name_first', { firstName: 'Тарас' }, 'firstName'],
    ['Cyrillic surname', { name_last: 'Коваль' }, 'name_last', { lastName: 'Коваль' }, 'lastName'],
    ['Cyrillic address', { address: 'Хрещатик 1' }, 'address', { address: 'Хрещатик 1' }, 'address'],
    ['bad tax number', { code: '3652504576' }, 'code', { inn: '3652504576' }, 'inn'],
    ['tax number of another birthday', { birth_date: '2000-01-02' }, 'code', { birthday: '02.01.2000' }, 'inn'],
    ['missing tax number', { code: null }, 'code', { inn: '' }, 'inn'],
    [
      'too young',
      { birth_date: '2010-01-01', dont_have_code: true },
      'birth_date',
      { birthday: '01.01.2010', dontHaveInn: true },
      'birthday',
    ],
    ['bad phone', { phone: '12345' }, 'phone', { phone: '12345' }, 'phone'],
    ['bad e-mail', { email: 'nobody' }, 'email', { email: 'nobody' }, 'email'],
    ['bad state number', { state_number: 'AA123BB' }, 'state_number', { autoNumber: 'AA123BB' }, 'autoNumber'],
    ['bad transit number', { state_number: '1234ЖХ' }, 'state_number', { autoNumber: '123 ЖХ' }, 'autoNumber'],
    ['bad individual number', { state_number: 'ЖУКS' }, 'state_number', { autoNumber: 'BOSSBOSS1' }, 'autoNumber'],
    [
      'VIN with O',
      { body_number: 'WVWZZZ1KZAW00000O' },
      'body_number',
      { autoBodyNumber: 'WVWZZZ1KZAW00000O' },
      'autoBodyNumber',
    ],
    ['future year', { year: 2031 }, 'year', { year: '2031' }, 'year'],
    ['missing document series', { doc_seria: '' }, 'doc_seria', { passportSeries: undefined }, 'passportSeries'],
    ['missing issued-by', { doc_issued_by: null }, 'doc_issued_by', { passportFrom: '' }, 'passportFrom'],
    [
      'bad passport number',
      { doc_number: '12' },
      'doc_number',
      { documentType: 'EXTERNAL_PASSPORT', passportSeries: 'FA', passportNumber: '12' },
      'passportNumber',
    ],
    [
      'unknown place',
      { registration_place: 999999 },
      'registration_place',
      { registrationPlace: 999999 },
      'registrationPlace',
    ],
    ['negative engine volume', { engineVolume: -5 }, 'engineVolume', { engineVolume: -5 }, 'engineVolume'],
    [
      'a NUL in issued-by',
      { doc_issued_by: '4610\u0000' },
      'doc_issued_by',
      { passportFrom: '4610\u0000' },
      'passportFrom',
    ],
    [
      'a bidi override in the maker',
      { autoMaker: 'Skoda\u202E' },
      'autoMaker',
      { autoMaker: '\u202ESkoda' },
      'autoMaker',
    ],
    ['a line break in the model', { autoModel: 'Oct\navia' }, 'autoModel', { autoModel: 'Oct\u0085avia' }, 'autoModel'],
  ];

  it.each(CASES)('%s', async (_what, snake, snakeField, camel, camelField) => {
    const a = await save(snakeDraft(TODAY, snake));
    expect(a.status).toBe(400);
    expect(fieldsOf(a)).toEqual([snakeField]);
    const b = await save(camelDraft(TODAY, camel));
    expect(b.status).toBe(400);
    expect(fieldsOf(b)).toEqual([camelField]);
  });

  it.each([
    ['an individual number in Latin', 'boss 77'],
    ['an individual number in Ukrainian', 'жук 777'],
    ['an electric vehicle of the standard', 'AA 1234 YB'],
    ['a number of 1995', '123-45 КА'],
    ['a number of before 1995', 'а 1234 КИ'],
    ['a transit number', '1234 АХ'],
  ])('accepts %s', async (_kind, number) => {
    const answer = await save(snakeDraft(TODAY, { state_number: number }));
    expect(answer.status).toBe(200);
  });

  // The shop's form has a body number 'unknown' option (rules §3 "Contract form"): the draft then carries none.
  it.each([
    ['empty', { body_number: '' }, { autoBodyNumber: '' }],
    ['left out', { body_number: undefined }, { autoBodyNumber: undefined }],
  ])('accepts a vehicle whose body number is unknown (%s)', async (_how, snakeBody, camelBody) => {
    const snake = await save(snakeDraft(TODAY, snakeBody));
    const camel = await save(camelDraft(TODAY, camelBody));
    expect([snake.status, fieldsOf(snake), camel.status, fieldsOf(camel)]).toEqual([200, [], 200, []]);
    const document = await t.get(`/order/show?contract_id=${snake.body.data.id}`);
    expect(document.status).toBe(200);
  });

  it('accepts a person without a tax number when dont_have_code is set', async () => {
    expect((await save(snakeDraft(TODAY, { dont_have_code: true, code: undefined }))).status).toBe(200);
  });

  // Kyiv today is 2026-03-10: the start must be 2026-03-12 .. 2026-04-09.
  it.each([
    ['tomorrow', '2026-03-11', false],
    ['the day after tomorrow', '2026-03-12', true],
    ['30 days ahead', '2026-04-09', true],
    ['31 days ahead', '2026-04-10', false],
    ['yesterday', '2026-03-09', false],
  ])('start date %s (%s): accepted %s', async (_what, start, ok) => {
    const snake = await save(snakeDraft(TODAY, { date_from: addDays(start, -1) }));
    const camel = await save(camelDraft(TODAY, { dateFrom: start }));
    expect(snake.status).toBe(ok ? 200 : 400);
    expect(camel.status).toBe(ok ? 200 : 400);
    if (!ok) {
      expect(fieldsOf(snake)).toEqual(['date_from']);
      expect(fieldsOf(camel)).toEqual(['dateFrom']);
    }
  });

  it('judges the window on the Kyiv date, not UTC (23:30 UTC is already tomorrow in Kyiv)', async () => {
    t.clock.set('2026-03-10T23:30:00Z'); // 2026-03-11 01:30 in Kyiv
    try {
      const answer = await save(snakeDraft(TODAY, { date_from: '2026-03-11' })); // start 2026-03-12 = Kyiv tomorrow
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual(['date_from']);
    } finally {
      t.clock.set('2026-03-10T09:00:00Z');
    }
  });

  it('changes nothing on a refusal', async () => {
    const before = t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM contracts').get() as { n: number };
    await save(snakeDraft(TODAY, { name_first: 'Тарас' }));
    const after = t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM contracts').get() as { n: number };
    expect(after.n).toBe(before.n);
  });
});

describe('underwriting (rules D16)', () => {
  it('seeds valid tax numbers for the person blacklist', () => {
    for (const entry of BLACKLISTED_INNS) {
      expect(validateInn(entry.inn, entry.birthday)).toBeUndefined();
      expect(innBirthday(entry.inn)).toBe(entry.birthday);
    }
  });

  it.each(BLACKLISTED_INNS.map((e) => [e.inn, e.birthday, e.reason] as const))(
    'refuses tax number %s with 422',
    async (inn, birthday, reason) => {
      const answer = await save(snakeDraft(TODAY, { code: inn, birth_date: birthday }));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(UNDERWRITING_MESSAGES.person[reason]);
      expect(answer.body.message).toMatch(
        reason === 'list' ? /^Контрагента знайдено в переліку/ : /^Страховик відмовив у страхуванні особи/,
      );
      expect(answer.body.message).toMatch(/Зверніться до служби підтримки\.$/);
    },
  );

  it.each(BLACKLISTED_STATE_NUMBERS.map((e) => [e.stateNumber, e.reason] as const))(
    'refuses state number %s with 422',
    async (stateNumber, reason) => {
      const answer = await save(camelDraft(TODAY, { autoNumber: stateNumber.toLowerCase() }));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(UNDERWRITING_MESSAGES.vehicle[reason]);
      expect(answer.body.message).toMatch(
        reason === 'list'
          ? /^Транспортний засіб знайдено в переліку/
          : /^Страховик відмовив у страхуванні транспортного засобу/,
      );
      expect(answer.body.message).toContain('Додайте свідоцтво про реєстрацію транспортного засобу.');
    },
  );

  it('does not check the person list for a buyer without a tax number', async () => {
    const blacklisted = BLACKLISTED_INNS[0]!;
    const answer = await save(
      snakeDraft(TODAY, { dont_have_code: true, code: blacklisted.inn, birth_date: blacklisted.birthday }),
    );
    expect(answer.status).toBe(200);
  });
});
