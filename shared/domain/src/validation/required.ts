import type { ValidationKey } from './types';

/** 'required' for a missing value: nothing, blank text, an unticked box or NaN. */
export function required(value: unknown): ValidationKey | undefined {
  if (value === null || value === undefined || value === false) return 'required';
  if (typeof value === 'string' && value.trim() === '') return 'required';
  if (typeof value === 'number' && Number.isNaN(value)) return 'required';
  if (Array.isArray(value) && value.length === 0) return 'required';
  return undefined;
}
