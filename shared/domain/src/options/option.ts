import type { Localized } from '../locales';

/** One entry of a fixed option list: the wire value and its name in every locale. */
export interface Option<V extends string> {
  readonly value: V;
  readonly label: Localized;
}

/** Builds a type guard over a fixed list of values, so the list stays the only source of the values. */
export const listGuard =
  <V extends string>(values: readonly V[]) =>
  (value: unknown): value is V =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** The type guard over an option list's values. */
export const optionGuard = <V extends string>(options: readonly Option<V>[]) =>
  listGuard(options.map((option) => option.value));
