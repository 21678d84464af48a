// The one way the shop checks what the browser kept before using it: a superstruct schema, the library the api
// checks the insurer's answers with. The store is one instance in the page, shared by every step, so the steps
// build their snapshots' schemas from these exports and the page carries one copy of the checks.
import {
  boolean,
  define,
  enums,
  is,
  literal,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import {
  isArea,
  isCustomerCategory,
  isIsoDate,
  isPeriod,
  isPhone,
  isStateNumber,
  isVehicleType,
  type Area,
  type CustomerCategory,
  type Period,
  type Phone,
  type StateNumber,
  type VehicleType,
} from '@greencard/domain';

export { boolean, define, enums, literal, nullable, optional, refine, string, unknown, type Infer, type Struct };

/** An object with these fields; other fields are ignored, as an older build may have kept more. */
export const shape = type;

/** A number JSON can hold (not NaN or an infinity). */
export const finiteNumber = refine(number(), 'finite', (value) => Number.isFinite(value));
/** A calendar date, YYYY-MM-DD. */
export const isoDate = refine(string(), 'IsoDate', (value) => isIsoDate(value));
/** A moment in time, as an ISO 8601 instant. */
export const isoInstant = refine(string(), 'IsoInstant', (value) => !Number.isNaN(Date.parse(value)));
export const vehicleType = define<VehicleType>('VehicleType', isVehicleType);
export const area = define<Area>('Area', isArea);
export const period = define<Period>('Period', isPeriod);
export const customerCategory = define<CustomerCategory>('CustomerCategory', isCustomerCategory);
export const phone = define<Phone>('Phone', isPhone);
export const stateNumber = define<StateNumber>('StateNumber', isStateNumber);

/** Whether a stored value has the schema's shape. */
export const matches = <T>(value: unknown, schema: Struct<T, unknown>): value is T => is(value, schema);
