// The wire's own types, beside superstruct's builders in every answer schema (schema.ts). Loaded with the client's
// transport, on the first call.
import { isIsoDate, type IsoDate } from '@greencard/domain';
import { coerce, define, is, optional, refine, string, type, unknown, type Struct } from 'superstruct';

/** Wire dates are 'YYYY-MM-DD' (docs/insurer-api.md, "Envelope"). */
const isoDate = (): Struct<IsoDate, null> => define<IsoDate>('IsoDate', isIsoDate);

/** Instants are ISO 8601 with an offset. */
const instant = (): Struct<string, null> => refine(string(), 'Instant', (value) => !Number.isNaN(Date.parse(value)));

/**
 * The fields of an answer the spec lets an insurer leave out, each kept only when it is there in its shape: an
 * answer that is not even an object (a plain 'sent') has none of them, and is still the success the spec says.
 */
function knownFields<T extends Record<string, unknown>>(fields: { [K in keyof T]: Struct<T[K], unknown> }) {
  const names = Object.keys(fields) as (keyof T & string)[];
  const shape = Object.fromEntries(names.map((name) => [name, optional(fields[name])]));
  return coerce(type(shape) as unknown as Struct<Partial<T>, null>, unknown(), (data) => {
    const known: Partial<T> = {};
    if (typeof data !== 'object' || data === null) return known;
    for (const name of names) {
      const value = (data as Record<string, unknown>)[name];
      if (is(value, fields[name])) known[name] = value;
    }
    return known;
  });
}

export const wireTypes = { isoDate, instant, knownFields };
export type WireTypes = typeof wireTypes;
