import type { Localized } from '../locales';

/** One entry of a fixed option list: the wire value and its name in every locale. */
export interface Option<V extends string> {
  readonly value: V;
  readonly label: Localized;
}

/** Builds a type guard over an option list's values, so the list stays the only source of the values. */
export function optionGuard<V extends string>(options: readonly Option<V>[]): (value: unknown) => value is V {
  const values: readonly string[] = options.map((option) => option.value);
  return (value: unknown): value is V => typeof value === 'string' && values.includes(value);
}
