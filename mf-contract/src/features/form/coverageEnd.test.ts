import type { Period } from '@greencard/domain';
import { coverageEnd } from './coverageEnd';

describe('coverageEnd (last day of cover, inclusive)', () => {
  it.each<[string, Period, string]>([
    ['2024-03-10', 'FIFTEEN_DAYS', '2024-03-24'],
    ['2024-03-10', 'TWENTY_ONE_DAYS', '2024-03-30'],
    ['2024-03-10', 'ONE_MONTH', '2024-04-09'],
    ['2024-01-31', 'ONE_MONTH', '2024-02-28'],
    ['2024-03-10', 'THREE_MONTHS', '2024-06-09'],
    ['2024-03-10', 'YEAR', '2025-03-09'],
  ])('%p + %p -> %p', (start, period, end) => {
    expect(coverageEnd(start, period)).toBe(end);
  });
});
