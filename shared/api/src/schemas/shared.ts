import { isIsoDate, isContractState, isVehicleType } from '@greencard/domain';
import { define, is, refine, string, type Struct } from 'superstruct';
import type { ContractState, IsoDate, VehicleType } from '@greencard/domain';

/** Wire dates are 'YYYY-MM-DD' (docs/insurer-api.md, "Envelope"). */
export const IsoDateStruct = define<IsoDate>('IsoDate', isIsoDate);
/** Instants are ISO 8601 with an offset. */
export const InstantStruct = refine(string(), 'Instant', (value) => !Number.isNaN(Date.parse(value)));

/**
 * The fields of an answer the spec lets an insurer leave out, each kept only when it is there in its shape: an
 * answer that is not even an object (a plain 'sent') has none of them, and is still the success the spec says.
 */
export function knownFields<T extends Record<string, unknown>>(
  data: unknown,
  fields: { [K in keyof T]: Struct<T[K]> },
): Partial<T> {
  const known: Partial<T> = {};
  if (typeof data !== 'object' || data === null) return known;
  for (const name of Object.keys(fields) as (keyof T)[]) {
    const value = (data as Record<keyof T, unknown>)[name];
    if (is(value, fields[name])) known[name] = value;
  }
  return known;
}

export const VehicleTypeStruct = define<VehicleType>('VehicleType', isVehicleType);
export const ContractStateStruct = define<ContractState>('ContractState', isContractState);
