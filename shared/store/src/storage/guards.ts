// Small type guards for values read back from storage: whatever is stored may have been written by an older
// build or edited by hand, so it is checked before it reaches the shop.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** A guard that also lets null through. */
export function orNull<T>(guard: (value: unknown) => value is T): (value: unknown) => value is T | null {
  return (value: unknown): value is T | null => value === null || guard(value);
}
