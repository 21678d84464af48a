// The tariff table (every vehicle type x area x period, estimates marked) and GET /green/search.
import { AREAS, PERIODS, VEHICLE_TYPES } from '../insurer';
import { startSandbox, type TestSandbox } from '../testing/harness';
import { tariffId } from './catalogue';
import { PREMIUMS } from './data/premiums';
import { PROGRAMMES } from './data/programmes';

const CHOICES = VEHICLE_TYPES.flatMap((type) =>
  AREAS.flatMap((area) => PERIODS.map((period) => [type.value, area.value, period.value] as const)),
);

describe('the premium table', () => {
  it('has exactly one premium for every vehicle type x area x period', () => {
    expect(PREMIUMS).toHaveLength(CHOICES.length);
    for (const [type, area, period] of CHOICES) {
      expect(PREMIUMS.filter((r) => r.type === type && r.area === area && r.period === period)).toHaveLength(1);
    }
  });

  // Published market figures, taken as they are (not estimates).
  it.each([
    ['A', 'EUROPE', 'FIFTEEN_DAYS', 1173],
    ['A', 'EUROPE', 'ONE_MONTH', 1869],
    ['A', 'EUROPE', 'THREE_MONTHS', 5042],
    ['A', 'EUROPE', 'YEAR', 13041],
    ['E', 'EUROPE', 'FIFTEEN_DAYS', 4390],
    ['E', 'EUROPE', 'YEAR', 39734],
    ['C', 'EUROPE', 'FIFTEEN_DAYS', 2511],
    ['C', 'EUROPE', 'YEAR', 31118],
    ['B', 'EUROPE', 'FIFTEEN_DAYS', 456],
    ['B', 'EUROPE', 'ONE_MONTH', 622],
    ['B', 'EUROPE', 'TWO_MONTHS', 1037],
    ['B', 'EUROPE', 'SEVEN_MONTHS', 3070],
    ['B', 'EUROPE', 'YEAR', 4148],
    ['A', 'BMR', 'FIFTEEN_DAYS', 501],
    ['A', 'BMR', 'ONE_MONTH', 737],
    ['A', 'BMR', 'SIX_MONTHS', 1689],
    ['A', 'BMR', 'YEAR', 2405],
  ])('%s %s %s is the published %d', (type, area, period, premium) => {
    const row = PREMIUMS.find((r) => r.type === type && r.area === area && r.period === period);
    expect(row).toEqual({ type, area, period, premium });
  });

  it('marks as estimates what no source gives: every 21-day figure, every trailer figure, BMR beyond cars', () => {
    for (const row of PREMIUMS) {
      if (row.period === 'TWENTY_ONE_DAYS' || row.type === 'F' || (row.area === 'BMR' && row.type !== 'A')) {
        expect(row).toMatchObject({ estimate: true });
      }
    }
  });

  it('grows with the period for every vehicle type and area', () => {
    for (const type of VEHICLE_TYPES) {
      for (const area of AREAS) {
        const prices = PERIODS.map(
          (p) => PREMIUMS.find((r) => r.type === type.value && r.area === area.value && r.period === p.value)!.premium,
        );
        prices.slice(1).forEach((price, i) => expect(price).toBeGreaterThan(prices[i]!));
      }
    }
  });

  it('gives every product its own tariff id', () => {
    const ids = CHOICES.flatMap(([type, area, period]) => PROGRAMMES.map((p) => tariffId(type, area, period, p.index)));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('GET /green/search', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startSandbox();
  });
  afterAll(() => t.close());

  it.each(CHOICES)('answers at least two products for %s %s %s', async (type, area, period) => {
    const answer = await t.get(`/green/search?area=${area}&type=${type}&period=${period}&customerCategory=NATURAL`);
    expect(answer.status).toBe(200);
    const products = answer.body.data as Array<{
      tariff: number;
      discountedPayment: number;
      insurer: string;
      name: string;
    }>;
    expect(products.length).toBeGreaterThanOrEqual(2);
    const premium = PREMIUMS.find((r) => r.type === type && r.area === area && r.period === period)!.premium;
    expect(products[0]).toEqual({
      tariff: tariffId(type, area, period, 1),
      discountedPayment: premium,
      insurer: 'Sandbox Insurance',
      name: 'Green Card',
    });
    expect(new Set(products.map((p) => p.discountedPayment)).size).toBe(products.length);
  });

  it.each([
    ['area', 'area=ASIA&type=A&period=YEAR&customerCategory=NATURAL'],
    ['type', 'area=EUROPE&type=D&period=YEAR&customerCategory=NATURAL'],
    ['period', 'area=EUROPE&type=A&period=3&customerCategory=NATURAL'],
    ['customerCategory', 'area=EUROPE&type=A&period=YEAR&customerCategory=LEGAL'],
    ['customerCategory', 'area=EUROPE&type=A&period=YEAR'],
  ])('answers 400 naming %s', async (field, query) => {
    const answer = await t.get(`/green/search?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
  });
});
