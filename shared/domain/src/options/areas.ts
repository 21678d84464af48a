import { optionGuard, type Option } from './option';

/** Coverage areas (rules §3): BMR is Moldova and Azerbaijan since Russia and Belarus left the system. */
export type Area = 'BMR' | 'EUROPE';

export const AREAS: readonly Option<Area>[] = [
  { value: 'BMR', label: { uk: 'Молдова, Азербайджан', en: 'Moldova, Azerbaijan' } },
  { value: 'EUROPE', label: { uk: 'Європа', en: 'Europe' } },
];

export const isArea = optionGuard(AREAS);
