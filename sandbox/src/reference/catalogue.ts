// Reference data (places, makers and models, registered vehicles): seeded into SQLite at start and searched there.
import { normalizeStateNumber } from '../insurer';
import type { Locale, VehicleType } from '../insurer';
import type { Db } from '../db/connection';
import { AUTO_MAKERS } from './data/autoModels';
import { CITIES_BY_REGION } from './data/cities';
import { REGIONS } from './data/regions';
import { VEHICLES } from './data/vehicles';
import { transliterate } from './transliterate';

const SEARCH_LIMIT = 20;

/** Lower case without apostrophes, so "Кам'янське", "КАМ’ЯНСЬКЕ" and "камянське" meet. */
const searchKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const hasCyrillic = (text: string): boolean => /[\u0400-\u04FF]/.test(text);

interface AutoMaker {
  id: number;
  name: string;
}
export interface AutoModel {
  id: number;
  name: string;
  autoMaker: AutoMaker;
}
export interface Place {
  id: number;
  text: string;
}
export interface Vehicle {
  stateNumber: string;
  bodyNumber: string;
  engineVolume: number | null;
  electricMotorPower: number | null;
  seatingCapacity: number | null;
  grossWeight: number | null;
  curbWeight: number | null;
  autoMaker: AutoMaker;
  autoModel: AutoModel | null;
  year: number;
  model: string;
  modelText: string;
  autoType: VehicleType;
}

export function seedReference(db: Db): void {
  db.transaction(() => {
    const region = db.prepare(
      'INSERT INTO regions (id, name_uk, name_en) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET name_uk = excluded.name_uk, name_en = excluded.name_en',
    );
    const place = db.prepare(
      `INSERT INTO places (id, region_id, name_uk, name_latin, search_uk, search_latin) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name_uk = excluded.name_uk, name_latin = excluded.name_latin,
         search_uk = excluded.search_uk, search_latin = excluded.search_latin`,
    );
    for (const r of REGIONS) {
      region.run(r.id, r.uk, r.en);
      (CITIES_BY_REGION[r.id] ?? []).forEach((name, i) => {
        const latin = transliterate(name);
        place.run(r.id * 1000 + i + 1, r.id, name, latin, searchKey(name), searchKey(latin));
      });
    }
    const maker = db.prepare(
      'INSERT INTO auto_makers (id, name) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name',
    );
    const model = db.prepare(
      `INSERT INTO auto_models (id, maker_id, name, search) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, search = excluded.search`,
    );
    for (const m of AUTO_MAKERS) {
      maker.run(m.id, m.name);
      m.models.forEach((name, i) => model.run(m.id * 1000 + i + 1, m.id, name, searchKey(`${m.name} ${name}`)));
    }
    const vehicle = db.prepare(
      `INSERT OR REPLACE INTO vehicles (state_number, body_number, vehicle_type, model_id, maker_id, model_text, year,
         engine_volume, electric_motor_power, seating_capacity, gross_weight, curb_weight)
       VALUES (@stateNumber, @bodyNumber, @autoType, @modelId, @makerId, @modelText, @year, @engineVolume,
         @electricMotorPower, @seatingCapacity, @grossWeight, @curbWeight)`,
    );
    for (const v of VEHICLES) {
      const makerSeed = AUTO_MAKERS.find((m) => m.name === v.maker);
      if (!makerSeed) throw new Error(`Vehicle ${v.stateNumber}: unknown maker ${v.maker}`);
      const modelIndex = v.model === null ? -1 : makerSeed.models.indexOf(v.model);
      if (v.model !== null && modelIndex < 0) throw new Error(`Vehicle ${v.stateNumber}: unknown model ${v.model}`);
      vehicle.run({
        ...v,
        stateNumber: normalizeStateNumber(v.stateNumber),
        makerId: makerSeed.id,
        modelId: modelIndex < 0 ? null : makerSeed.id * 1000 + modelIndex + 1,
      });
    }
  })();
}

interface PlaceRow {
  id: number;
  name_uk: string;
  name_latin: string;
  region_uk: string;
  region_en: string;
  search_uk: string;
  search_latin: string;
}
interface ModelRow {
  id: number;
  name: string;
  maker_id: number;
  maker_name: string;
}
interface VehicleRow {
  state_number: string;
  body_number: string;
  vehicle_type: VehicleType;
  model_id: number | null;
  model_name: string | null;
  maker_id: number;
  maker_name: string;
  model_text: string;
  year: number;
  engine_volume: number | null;
  electric_motor_power: number | null;
  seating_capacity: number | null;
  gross_weight: number | null;
  curb_weight: number | null;
}

export class ReferenceCatalogue {
  private readonly placeQuery;
  private readonly placeById;
  private readonly modelQuery;
  private readonly vehicleQuery;

  constructor(db: Db) {
    // Prefix matches first, then the rest; a name in the wanted script decides the order.
    this.placeQuery = db.prepare(
      `SELECT p.id, p.name_uk, p.name_latin, p.search_uk, p.search_latin, r.name_uk AS region_uk, r.name_en AS region_en
       FROM places p JOIN regions r ON r.id = p.region_id
       WHERE instr(p.search_uk, @q) > 0 OR instr(p.search_latin, @q) > 0
       ORDER BY (instr(p.search_uk, @q) = 1 OR instr(p.search_latin, @q) = 1) DESC, p.search_latin, p.id
       LIMIT ${SEARCH_LIMIT}`,
    );
    this.placeById = db.prepare(
      `SELECT p.id, p.name_uk, p.name_latin, r.name_uk AS region_uk, r.name_en AS region_en
       FROM places p JOIN regions r ON r.id = p.region_id WHERE p.id = ?`,
    );
    this.modelQuery = db.prepare(
      `SELECT m.id, m.name, m.maker_id, k.name AS maker_name
       FROM auto_models m JOIN auto_makers k ON k.id = m.maker_id
       WHERE instr(m.search, @q) > 0
       ORDER BY (instr(lower(m.name), @q) = 1) DESC, (instr(m.search, @q) = 1) DESC, k.name, m.name
       LIMIT ${SEARCH_LIMIT}`,
    );
    this.vehicleQuery = db.prepare(
      `SELECT v.*, m.name AS model_name, k.name AS maker_name
       FROM vehicles v JOIN auto_makers k ON k.id = v.maker_id LEFT JOIN auto_models m ON m.id = v.model_id
       WHERE v.state_number = ?`,
    );
  }

  /** Settlements whose Ukrainian or Latin name contains q (any case). Latin queries get Latin text. */
  places(q: string): Place[] {
    const key = searchKey(q);
    const cyrillic = hasCyrillic(q);
    return (this.placeQuery.all({ q: key }) as PlaceRow[]).map((row) => ({
      id: row.id,
      text: cyrillic ? `${row.name_uk}, ${row.region_uk}` : `${row.name_latin}, ${row.region_en}`,
    }));
  }

  placeExists(id: number): boolean {
    return this.placeById.get(id) !== undefined;
  }

  /** "Name, region" for a document in that language: Ukrainian, or Latin letters for English. */
  placeText(id: number, lang: Locale): string | undefined {
    const row = this.placeById.get(id) as
      { name_uk: string; name_latin: string; region_uk: string; region_en: string } | undefined;
    if (!row) return undefined;
    return lang === 'uk' ? `${row.name_uk}, ${row.region_uk}` : `${row.name_latin}, ${row.region_en}`;
  }

  models(q: string): AutoModel[] {
    return (this.modelQuery.all({ q: searchKey(q) }) as ModelRow[]).map((row) => ({
      id: row.id,
      name: row.name,
      autoMaker: { id: row.maker_id, name: row.maker_name },
    }));
  }

  vehicles(q: string): Vehicle[] {
    return (this.vehicleQuery.all(normalizeStateNumber(q)) as VehicleRow[]).map((row) => {
      const autoMaker = { id: row.maker_id, name: row.maker_name };
      return {
        stateNumber: row.state_number,
        bodyNumber: row.body_number,
        engineVolume: row.engine_volume,
        electricMotorPower: row.electric_motor_power,
        seatingCapacity: row.seating_capacity,
        grossWeight: row.gross_weight,
        curbWeight: row.curb_weight,
        autoMaker,
        autoModel:
          row.model_id !== null && row.model_name !== null
            ? { id: row.model_id, name: row.model_name, autoMaker }
            : null,
        year: row.year,
        model: row.model_name ?? '',
        modelText: row.model_text,
        autoType: row.vehicle_type,
      };
    });
  }
}
