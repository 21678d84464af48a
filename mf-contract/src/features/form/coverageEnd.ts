import { periodLength, type IsoDate, type Period } from '@greencard/domain';
import { addDays, addMonths } from '../calendar/calendar';

/**
 * The last day of cover (inclusive) for a policy starting on startIso: 15 days from 10 March end on 24 March,
 * one month from 10 March ends on 9 April.
 */
export function coverageEnd(startIso: IsoDate, period: Period): IsoDate {
  const { unit, count } = periodLength(period);
  const firstDayAfter = unit === 'days' ? addDays(startIso, count) : addMonths(startIso, count);
  return addDays(firstDayAfter, -1);
}
