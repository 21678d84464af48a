// GET /number, GET /model, GET /place and their seed data.
import { validateBodyNumber, validateStateNumber } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { AUTO_MAKERS } from './data/autoModels';
import { CITIES_BY_REGION } from './data/cities';
import { REGIONS } from './data/regions';
import { VEHICLES } from './data/vehicles';
import { transliterate } from './transliterate';

describe('transliterate (KMU resolution 55)', () => {
  it.each([
    ['Київ', 'Kyiv'],
    ['Запоріжжя', 'Zaporizhzhia'],
    ['Харків', 'Kharkiv'],
    ['Одеса', 'Odesa'],
    ['Львів', 'Lviv'],
    ["Кам'янське", 'Kamianske'],
    ['Біла Церква', 'Bila Tserkva'],
    ['Єнакієве', 'Yenakiieve'],
    ['Южноукраїнськ', 'Yuzhnoukrainsk'],
    ['Яготин', 'Yahotyn'],
    ['Щолкіне', 'Shcholkine'],
    ['Згурівка', 'Zghurivka'],
    ['Ізюм', 'Izium'],
    ['Їжакевич', 'Yizhakevych'],
    ['Йосипівка', 'Yosypivka'],
    ['Івано-Франківськ', 'Ivano-Frankivsk'],
    ['Гола Пристань', 'Hola Prystan'],
    ['Ґорґани', 'Gorgany'],
  ])('%s -> %s', (uk, latin) => {
    expect(transliterate(uk)).toBe(latin);
  });
});

describe('seed data', () => {
  it('has the cities of Ukraine: about 460, every region, no duplicates within a region', () => {
    const all = Object.values(CITIES_BY_REGION).flat();
    expect(all.length).toBeGreaterThanOrEqual(455);
    for (const region of REGIONS) {
      const cities = CITIES_BY_REGION[region.id] ?? [];
      expect(cities.length).toBeGreaterThan(0);
      expect(new Set(cities).size).toBe(cities.length);
    }
  });

  it('has dozens of makers and a few hundred models with unique names per maker', () => {
    expect(AUTO_MAKERS.length).toBeGreaterThanOrEqual(50);
    expect(AUTO_MAKERS.flatMap((m) => m.models).length).toBeGreaterThanOrEqual(300);
    expect(new Set(AUTO_MAKERS.map((m) => m.id)).size).toBe(AUTO_MAKERS.length);
    for (const maker of AUTO_MAKERS) expect(new Set(maker.models).size).toBe(maker.models.length);
  });

  it('has a few dozen vehicles with valid state and body numbers of every vehicle type', () => {
    expect(VEHICLES.length).toBeGreaterThanOrEqual(30);
    for (const v of VEHICLES) {
      expect(validateStateNumber(v.stateNumber)).toBeUndefined();
      expect(validateBodyNumber(v.bodyNumber)).toBeUndefined();
    }
    expect(new Set(VEHICLES.map((v) => v.autoType))).toEqual(new Set(['A', 'B', 'C', 'E', 'F']));
  });
});

describe('the reference calls', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startSandbox();
  });
  afterAll(() => t.close());
  const q = (path: string, params: Record<string, string>) => t.get(`${path}?${new URLSearchParams(params)}`);

  describe('GET /number', () => {
    it.each(['AA1234AA', 'aa1234aa', 'АА1234АА', 'аа 1234 аа', 'aa-1234-aa'])(
      'finds the vehicle by %s',
      async (number) => {
        const answer = await q('/number', { q: number });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual([
          {
            stateNumber: 'AA1234AA',
            bodyNumber: VEHICLES[0]!.bodyNumber,
            engineVolume: 1598,
            electricMotorPower: null,
            seatingCapacity: 5,
            grossWeight: 1790,
            curbWeight: 1270,
            autoMaker: { id: 1, name: 'Volkswagen' },
            autoModel: { id: 1001, name: 'Golf', autoMaker: { id: 1, name: 'Volkswagen' } },
            year: 2016,
            model: 'Golf',
            modelText: 'VOLKSWAGEN GOLF',
            autoType: 'A',
          },
        ]);
      },
    );

    it.each([
      ['an individual number in Latin', 'boss 77', 'BOSS77'],
      ['an individual number in Ukrainian, typed with a Latin K', 'ЖУK 777', 'ЖУК777'],
      ['an electric vehicle of the standard', 'ка 0001 уа'.replace('у', 'Y'), 'KA0001YA'],
    ])('finds the vehicle of %s', async (_kind, number, stateNumber) => {
      expect((await q('/number', { q: number })).body.data).toEqual([expect.objectContaining({ stateNumber })]);
    });

    it('answers a vehicle outside the model catalogue with autoModel null', async () => {
      const answer = await q('/number', { q: 'KX6543HA' });
      expect(answer.body.data[0]).toMatchObject({
        autoModel: null,
        model: '',
        modelText: 'VOLKSWAGEN POLO SEDAN TSI CUSTOM',
      });
    });

    it('answers an empty list for an unknown number and 400 without q', async () => {
      expect((await q('/number', { q: 'BB0000BB' })).body.data).toEqual([]);
      const bad = await t.get('/number');
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('q');
    });
  });

  describe('GET /model', () => {
    it('finds models with their makers by model or maker name, any case', async () => {
      const byModel = await q('/model', { q: 'octAV' });
      expect(byModel.body.data).toEqual([{ id: 3001, name: 'Octavia', autoMaker: { id: 3, name: 'Skoda' } }]);
      const byMaker = await q('/model', { q: 'tesla' });
      expect(byMaker.body.data.map((m: { name: string }) => m.name)).toEqual([
        'Model 3',
        'Model S',
        'Model X',
        'Model Y',
      ]);
      const both = await q('/model', { q: 'toyota camry' });
      expect(both.body.data[0].name).toBe('Camry');
    });

    it('answers at most 20 models, and 400 for fewer than 2 characters', async () => {
      expect((await q('/model', { q: 'an' })).body.data.length).toBeLessThanOrEqual(20);
      expect((await q('/model', { q: 'a' })).status).toBe(400);
    });
  });

  describe('GET /place', () => {
    it.each([
      ['київ', 80001, 'Київ, м. Київ'],
      ['КИЇВ', 80001, 'Київ, м. Київ'],
      ['kyiv', 80001, 'Kyiv, Kyiv City'],
      ['LVIV', 46001, 'Lviv, Lviv Oblast'],
      ['камянське', 12008, "Кам'янське, Дніпропетровська обл."],
      ["kam'ianske", 12008, 'Kamianske, Dnipropetrovsk Oblast'],
      ['zaporizhzhia', 23001, 'Zaporizhzhia, Zaporizhzhia Oblast'],
    ])('finds %s', async (query, id, text) => {
      const answer = await q('/place', { country: 'UA', q: query });
      expect(answer.status).toBe(200);
      expect(answer.body.data[0]).toEqual({ id, text });
    });

    it('puts names that start with the query first and answers at most 20', async () => {
      const answer = await q('/place', { country: 'UA', q: 'no' });
      const texts = answer.body.data.map((p: { text: string }) => p.text);
      expect(texts.length).toBe(20);
      expect(texts[0]).toMatch(/^No/);
    });

    it('answers 400 for another country or a short query', async () => {
      const country = await q('/place', { country: 'PL', q: 'kyiv' });
      expect(country.status).toBe(400);
      expect(country.body.errors[0].field).toBe('country');
      expect((await q('/place', { country: 'UA', q: 'k' })).status).toBe(400);
    });
  });
});
