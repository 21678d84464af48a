import { array, nullable, number, optional, string, type, type Infer, type Struct } from 'superstruct';
import { InstantStruct, VehicleTypeStruct } from './shared';

export const AutoMaker = type({ id: number(), name: string() });
export type AutoMaker = Infer<typeof AutoMaker>;

/** GET /model: one model with its maker. */
export const AutoModel = type({ id: number(), name: string(), autoMaker: AutoMaker });
export type AutoModel = Infer<typeof AutoModel>;
export const AutoModelList = array(AutoModel);

// Registry data is patchy (an electric car has no engine volume): absent details may be missing or null.
const detail = <T, S>(struct: Struct<T, S>) => optional(nullable(struct));

/**
 * GET /number: a vehicle found by its state number (rules §3 "Vehicle-by-number result"). Every field may be missing
 * or null: the spec names them and no more; an insurer may add the state number, which is not read.
 */
export const Vehicle = type({
  bodyNumber: detail(string()),
  engineVolume: detail(number()),
  electricMotorPower: detail(number()),
  seatingCapacity: detail(number()),
  grossWeight: detail(number()),
  curbWeight: detail(number()),
  autoMaker: detail(AutoMaker),
  autoModel: detail(AutoModel),
  year: detail(number()),
  model: detail(string()),
  modelText: detail(string()),
  autoType: detail(VehicleTypeStruct),
});
export type Vehicle = Infer<typeof Vehicle>;
export const VehicleList = array(Vehicle);

/** GET /place: a city, "Name, region". */
export const Place = type({ id: number(), text: string() });
export type Place = Infer<typeof Place>;
export const PlaceList = array(Place);

/** GET /serverTime as it travels; the call hands back a Date. */
export const ServerTimeAnswer = type({ now: InstantStruct, timeZone: string() });
export type ServerTimeAnswer = Infer<typeof ServerTimeAnswer>;
export interface ServerTime {
  now: Date;
  timeZone: string;
}
