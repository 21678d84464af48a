// The product catalogue: every premium row sold as every programme, stored in SQLite at start.
// A tariff id reads as <type><area><period><programme>: 12031 = cars (1), EUROPE (2), ONE_MONTH (03), programme 1.
import type { Area, Period, VehicleType } from '../insurer';
import { roundMoney } from '../insurer';
import type { Db } from '../db/connection';
import { PREMIUMS } from './data/premiums';
import { PROGRAMMES } from './data/programmes';

const TYPE_CODE: Record<VehicleType, number> = { A: 1, B: 2, C: 3, E: 4, F: 5 };
const AREA_CODE: Record<Area, number> = { BMR: 1, EUROPE: 2 };
const PERIOD_CODE: Record<Period, number> = {
  FIFTEEN_DAYS: 1,
  TWENTY_ONE_DAYS: 2,
  ONE_MONTH: 3,
  TWO_MONTHS: 4,
  THREE_MONTHS: 5,
  FOUR_MONTHS: 6,
  FIVE_MONTHS: 7,
  SIX_MONTHS: 8,
  SEVEN_MONTHS: 9,
  EIGHT_MONTHS: 10,
  NINE_MONTHS: 11,
  TEN_MONTHS: 12,
  ELEVEN_MONTHS: 13,
  YEAR: 14,
};

export function tariffId(type: VehicleType, area: Area, period: Period, programmeIndex: number): number {
  return TYPE_CODE[type] * 10000 + AREA_CODE[area] * 1000 + PERIOD_CODE[period] * 10 + programmeIndex;
}

export interface Product {
  tariff: number;
  discountedPayment: number;
  insurer: string;
  name: string;
}

export interface ProductRecord extends Product {
  vehicleType: VehicleType;
  area: Area;
  period: Period;
}

interface ProductRow {
  tariff_id: number;
  vehicle_type: VehicleType;
  area: Area;
  period: Period;
  insurer: string;
  name: string;
  price: number;
}

/** Writes the catalogue from the seed data; the data in code always win over what an older sandbox stored. */
export function seedProducts(db: Db, insurer: string): void {
  const upsert = db.prepare(
    `INSERT INTO products (tariff_id, vehicle_type, area, period, programme, insurer, name, price, estimate)
     VALUES (@id, @type, @area, @period, @programme, @insurer, @name, @price, @estimate)
     ON CONFLICT (tariff_id) DO UPDATE SET price = excluded.price, name = excluded.name,
       insurer = excluded.insurer, estimate = excluded.estimate, programme = excluded.programme`,
  );
  db.transaction(() => {
    for (const row of PREMIUMS) {
      for (const programme of PROGRAMMES) {
        upsert.run({
          id: tariffId(row.type, row.area, row.period, programme.index),
          type: row.type,
          area: row.area,
          period: row.period,
          programme: programme.code,
          insurer,
          name: programme.name,
          price: roundMoney(row.premium + programme.addOn[row.period]),
          estimate: row.estimate ? 1 : 0,
        });
      }
    }
  })();
}

const toProduct = (row: ProductRow): ProductRecord => ({
  tariff: row.tariff_id,
  discountedPayment: row.price,
  insurer: row.insurer,
  name: row.name,
  vehicleType: row.vehicle_type,
  area: row.area,
  period: row.period,
});

export class ProductCatalogue {
  private readonly search: (type: VehicleType, area: Area, period: Period) => ProductRow[];
  private readonly byId: (id: number) => ProductRow | undefined;

  constructor(db: Db) {
    const search = db.prepare(
      'SELECT * FROM products WHERE vehicle_type = ? AND area = ? AND period = ? ORDER BY tariff_id',
    );
    const byId = db.prepare('SELECT * FROM products WHERE tariff_id = ?');
    this.search = (type, area, period) => search.all(type, area, period) as ProductRow[];
    this.byId = (id) => byId.get(id) as ProductRow | undefined;
  }

  find(type: VehicleType, area: Area, period: Period): Product[] {
    return this.search(type, area, period).map((row) => {
      const { tariff, discountedPayment, insurer, name } = toProduct(row);
      return { tariff, discountedPayment, insurer, name };
    });
  }

  get(tariff: number): ProductRecord | undefined {
    const row = this.byId(tariff);
    return row ? toProduct(row) : undefined;
  }
}
