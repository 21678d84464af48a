export {
  type IsoDate,
  isIsoDate,
  parseDate,
  toIsoDate,
  formatDate,
  addDays,
  addMonths,
  daysBetween,
  ageOn,
} from './isoDate';
export { kyivClock, kyivToday, isBeforeSignCutoff, signCutoffTime } from './kyiv';
