// A call's answer schema is superstruct's, written as a function of its builders: the client hands them over when it
// loads, on the first call, so a step that declares its schemas loads no superstruct with its page
// (docs/performance.md). Types only here: this file is on the page before any call.
import type * as superstruct from 'superstruct';
import type { Struct } from 'superstruct';
import type { WireTypes } from './wireTypes';

/** superstruct's builders and the wire's own types (dates, instants, fields an insurer may leave out). */
export type Builders = typeof superstruct & WireTypes;

/** The schema of an answer (or of a part of one), built once, when the client first reads with it. */
export interface Schema<T> {
  readonly build: (builders: Builders) => Struct<T, unknown>;
}

/** What an answer read with `S` is. */
export type Answer<S> = S extends Schema<infer T> ? T : never;

/** The schema `build` describes with superstruct's builders, e.g. `schema(({ type, number }) => type({ id: number() }))`. */
export const schema = <T, S>(build: (builders: Builders) => Struct<T, S>): Schema<T> => ({
  build,
});
