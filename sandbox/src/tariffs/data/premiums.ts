// Green Card premiums in UAH for every vehicle type x area x period. Tariffs are set in EUR by Cabinet of
// Ministers resolution No. 5 of 6 January 2005 and recalculated into UAH by MTIBU, the same for every insurer
// (the published market figures). Published figures are taken as they are; the rest are sandbox
// estimates (`estimate: true`), derived as each group's comment says.
import type { Area, Period, VehicleType } from '../../insurer';

export interface PremiumRow {
  type: VehicleType;
  area: Area;
  period: Period;
  premium: number;
  estimate?: true;
}

export const PREMIUMS: readonly PremiumRow[] = [
  // A BMR
  //   published: acc.cv.ua (undated; no current BMR figures published)
  //   estimate: linear between 15 days and 1 month by days
  //   estimate: linear by months between the published points
  { type: 'A', area: 'BMR', period: 'FIFTEEN_DAYS', premium: 501 },
  { type: 'A', area: 'BMR', period: 'TWENTY_ONE_DAYS', premium: 595, estimate: true },
  { type: 'A', area: 'BMR', period: 'ONE_MONTH', premium: 737 },
  { type: 'A', area: 'BMR', period: 'TWO_MONTHS', premium: 927, estimate: true },
  { type: 'A', area: 'BMR', period: 'THREE_MONTHS', premium: 1118, estimate: true },
  { type: 'A', area: 'BMR', period: 'FOUR_MONTHS', premium: 1308, estimate: true },
  { type: 'A', area: 'BMR', period: 'FIVE_MONTHS', premium: 1499, estimate: true },
  { type: 'A', area: 'BMR', period: 'SIX_MONTHS', premium: 1689 },
  { type: 'A', area: 'BMR', period: 'SEVEN_MONTHS', premium: 1808, estimate: true },
  { type: 'A', area: 'BMR', period: 'EIGHT_MONTHS', premium: 1928, estimate: true },
  { type: 'A', area: 'BMR', period: 'NINE_MONTHS', premium: 2047, estimate: true },
  { type: 'A', area: 'BMR', period: 'TEN_MONTHS', premium: 2166, estimate: true },
  { type: 'A', area: 'BMR', period: 'ELEVEN_MONTHS', premium: 2286, estimate: true },
  { type: 'A', area: 'BMR', period: 'YEAR', premium: 2405 },
  // A EUROPE
  //   published: kosht.media 28 Nov 2024
  //   estimate: linear between 15 days and 1 month by days
  //   estimate: 15 Mar 2024 figure x 1.0478 (the Nov 2024 / Mar 2024 ratio of the published points)
  { type: 'A', area: 'EUROPE', period: 'FIFTEEN_DAYS', premium: 1173 },
  { type: 'A', area: 'EUROPE', period: 'TWENTY_ONE_DAYS', premium: 1451, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'ONE_MONTH', premium: 1869 },
  { type: 'A', area: 'EUROPE', period: 'TWO_MONTHS', premium: 3217, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'THREE_MONTHS', premium: 5042 },
  { type: 'A', area: 'EUROPE', period: 'FOUR_MONTHS', premium: 6434, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'FIVE_MONTHS', premium: 8216, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'SIX_MONTHS', premium: 9780, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'SEVEN_MONTHS', premium: 11389, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'EIGHT_MONTHS', premium: 11823, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'NINE_MONTHS', premium: 12302, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'TEN_MONTHS', premium: 12519, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'ELEVEN_MONTHS', premium: 12780, estimate: true },
  { type: 'A', area: 'EUROPE', period: 'YEAR', premium: 13041 },
  // B BMR
  //   estimate: the BMR cars figure x the EUROPE B/cars ratio of the same period
  { type: 'B', area: 'BMR', period: 'FIFTEEN_DAYS', premium: 195, estimate: true },
  { type: 'B', area: 'BMR', period: 'TWENTY_ONE_DAYS', premium: 214, estimate: true },
  { type: 'B', area: 'BMR', period: 'ONE_MONTH', premium: 245, estimate: true },
  { type: 'B', area: 'BMR', period: 'TWO_MONTHS', premium: 299, estimate: true },
  { type: 'B', area: 'BMR', period: 'THREE_MONTHS', premium: 322, estimate: true },
  { type: 'B', area: 'BMR', period: 'FOUR_MONTHS', premium: 379, estimate: true },
  { type: 'B', area: 'BMR', period: 'FIVE_MONTHS', premium: 409, estimate: true },
  { type: 'B', area: 'BMR', period: 'SIX_MONTHS', premium: 459, estimate: true },
  { type: 'B', area: 'BMR', period: 'SEVEN_MONTHS', premium: 487, estimate: true },
  { type: 'B', area: 'BMR', period: 'EIGHT_MONTHS', premium: 536, estimate: true },
  { type: 'B', area: 'BMR', period: 'NINE_MONTHS', premium: 583, estimate: true },
  { type: 'B', area: 'BMR', period: 'TEN_MONTHS', premium: 643, estimate: true },
  { type: 'B', area: 'BMR', period: 'ELEVEN_MONTHS', premium: 703, estimate: true },
  { type: 'B', area: 'BMR', period: 'YEAR', premium: 765, estimate: true },
  // B EUROPE
  //   published: 15 Mar 2024 table (unchanged in Nov 2024 where published)
  //   estimate: linear between 15 days and 1 month by days
  //   estimate: linear between 7 months and 1 year
  //   published: kosht.media 28 Nov 2024
  { type: 'B', area: 'EUROPE', period: 'FIFTEEN_DAYS', premium: 456 },
  { type: 'B', area: 'EUROPE', period: 'TWENTY_ONE_DAYS', premium: 522, estimate: true },
  { type: 'B', area: 'EUROPE', period: 'ONE_MONTH', premium: 622 },
  { type: 'B', area: 'EUROPE', period: 'TWO_MONTHS', premium: 1037 },
  { type: 'B', area: 'EUROPE', period: 'THREE_MONTHS', premium: 1452 },
  { type: 'B', area: 'EUROPE', period: 'FOUR_MONTHS', premium: 1866 },
  { type: 'B', area: 'EUROPE', period: 'FIVE_MONTHS', premium: 2240 },
  { type: 'B', area: 'EUROPE', period: 'SIX_MONTHS', premium: 2655 },
  { type: 'B', area: 'EUROPE', period: 'SEVEN_MONTHS', premium: 3070 },
  { type: 'B', area: 'EUROPE', period: 'EIGHT_MONTHS', premium: 3286, estimate: true },
  { type: 'B', area: 'EUROPE', period: 'NINE_MONTHS', premium: 3501, estimate: true },
  { type: 'B', area: 'EUROPE', period: 'TEN_MONTHS', premium: 3717, estimate: true },
  { type: 'B', area: 'EUROPE', period: 'ELEVEN_MONTHS', premium: 3932, estimate: true },
  { type: 'B', area: 'EUROPE', period: 'YEAR', premium: 4148 },
  // C BMR
  //   estimate: the BMR cars figure x the EUROPE C/cars ratio of the same period
  { type: 'C', area: 'BMR', period: 'FIFTEEN_DAYS', premium: 1072, estimate: true },
  { type: 'C', area: 'BMR', period: 'TWENTY_ONE_DAYS', premium: 1304, estimate: true },
  { type: 'C', area: 'BMR', period: 'ONE_MONTH', premium: 1652, estimate: true },
  { type: 'C', area: 'BMR', period: 'TWO_MONTHS', premium: 2143, estimate: true },
  { type: 'C', area: 'BMR', period: 'THREE_MONTHS', premium: 2625, estimate: true },
  { type: 'C', area: 'BMR', period: 'FOUR_MONTHS', premium: 3088, estimate: true },
  { type: 'C', area: 'BMR', period: 'FIVE_MONTHS', premium: 3556, estimate: true },
  { type: 'C', area: 'BMR', period: 'SIX_MONTHS', premium: 4017, estimate: true },
  { type: 'C', area: 'BMR', period: 'SEVEN_MONTHS', premium: 4308, estimate: true },
  { type: 'C', area: 'BMR', period: 'EIGHT_MONTHS', premium: 4596, estimate: true },
  { type: 'C', area: 'BMR', period: 'NINE_MONTHS', premium: 4882, estimate: true },
  { type: 'C', area: 'BMR', period: 'TEN_MONTHS', premium: 5166, estimate: true },
  { type: 'C', area: 'BMR', period: 'ELEVEN_MONTHS', premium: 5454, estimate: true },
  { type: 'C', area: 'BMR', period: 'YEAR', premium: 5739, estimate: true },
  // C EUROPE
  //   published: kosht.media 28 Nov 2024
  //   estimate: between the published 15-day and 1-year figures along the shape of the cars table
  { type: 'C', area: 'EUROPE', period: 'FIFTEEN_DAYS', premium: 2511 },
  { type: 'C', area: 'EUROPE', period: 'TWENTY_ONE_DAYS', premium: 3181, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'ONE_MONTH', premium: 4189, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'TWO_MONTHS', premium: 7438, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'THREE_MONTHS', premium: 11837, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'FOUR_MONTHS', premium: 15192, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'FIVE_MONTHS', premium: 19488, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'SIX_MONTHS', premium: 23258, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'SEVEN_MONTHS', premium: 27136, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'EIGHT_MONTHS', premium: 28182, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'NINE_MONTHS', premium: 29337, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'TEN_MONTHS', premium: 29860, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'ELEVEN_MONTHS', premium: 30489, estimate: true },
  { type: 'C', area: 'EUROPE', period: 'YEAR', premium: 31118 },
  // E BMR
  //   estimate: the BMR cars figure x the EUROPE E/cars ratio of the same period
  { type: 'E', area: 'BMR', period: 'FIFTEEN_DAYS', premium: 1875, estimate: true },
  { type: 'E', area: 'BMR', period: 'TWENTY_ONE_DAYS', premium: 2140, estimate: true },
  { type: 'E', area: 'BMR', period: 'ONE_MONTH', premium: 2549, estimate: true },
  { type: 'E', area: 'BMR', period: 'TWO_MONTHS', premium: 3019, estimate: true },
  { type: 'E', area: 'BMR', period: 'THREE_MONTHS', premium: 3528, estimate: true },
  { type: 'E', area: 'BMR', period: 'FOUR_MONTHS', premium: 4078, estimate: true },
  { type: 'E', area: 'BMR', period: 'FIVE_MONTHS', premium: 4628, estimate: true },
  { type: 'E', area: 'BMR', period: 'SIX_MONTHS', premium: 5185, estimate: true },
  { type: 'E', area: 'BMR', period: 'SEVEN_MONTHS', premium: 5527, estimate: true },
  { type: 'E', area: 'BMR', period: 'EIGHT_MONTHS', premium: 5888, estimate: true },
  { type: 'E', area: 'BMR', period: 'NINE_MONTHS', premium: 6245, estimate: true },
  { type: 'E', area: 'BMR', period: 'TEN_MONTHS', premium: 6606, estimate: true },
  { type: 'E', area: 'BMR', period: 'ELEVEN_MONTHS', premium: 6968, estimate: true },
  { type: 'E', area: 'BMR', period: 'YEAR', premium: 7328, estimate: true },
  // E EUROPE
  //   published: kosht.media 28 Nov 2024
  //   estimate: between the published 15-day and 1-year figures along the shape of the cars table
  { type: 'E', area: 'EUROPE', period: 'FIFTEEN_DAYS', premium: 4390 },
  { type: 'E', area: 'EUROPE', period: 'TWENTY_ONE_DAYS', premium: 5218, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'ONE_MONTH', premium: 6463, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'TWO_MONTHS', premium: 10477, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'THREE_MONTHS', premium: 15912, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'FOUR_MONTHS', premium: 20058, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'FIVE_MONTHS', premium: 25365, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'SIX_MONTHS', premium: 30022, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'SEVEN_MONTHS', premium: 34814, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'EIGHT_MONTHS', premium: 36107, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'NINE_MONTHS', premium: 37533, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'TEN_MONTHS', premium: 38179, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'ELEVEN_MONTHS', premium: 38957, estimate: true },
  { type: 'E', area: 'EUROPE', period: 'YEAR', premium: 39734 },
  // F BMR
  //   estimate: the BMR cars figure x the EUROPE F/cars ratio of the same period
  { type: 'F', area: 'BMR', period: 'FIFTEEN_DAYS', premium: 75, estimate: true },
  { type: 'F', area: 'BMR', period: 'TWENTY_ONE_DAYS', premium: 89, estimate: true },
  { type: 'F', area: 'BMR', period: 'ONE_MONTH', premium: 110, estimate: true },
  { type: 'F', area: 'BMR', period: 'TWO_MONTHS', premium: 139, estimate: true },
  { type: 'F', area: 'BMR', period: 'THREE_MONTHS', premium: 168, estimate: true },
  { type: 'F', area: 'BMR', period: 'FOUR_MONTHS', premium: 196, estimate: true },
  { type: 'F', area: 'BMR', period: 'FIVE_MONTHS', premium: 225, estimate: true },
  { type: 'F', area: 'BMR', period: 'SIX_MONTHS', premium: 253, estimate: true },
  { type: 'F', area: 'BMR', period: 'SEVEN_MONTHS', premium: 271, estimate: true },
  { type: 'F', area: 'BMR', period: 'EIGHT_MONTHS', premium: 289, estimate: true },
  { type: 'F', area: 'BMR', period: 'NINE_MONTHS', premium: 307, estimate: true },
  { type: 'F', area: 'BMR', period: 'TEN_MONTHS', premium: 325, estimate: true },
  { type: 'F', area: 'BMR', period: 'ELEVEN_MONTHS', premium: 343, estimate: true },
  { type: 'F', area: 'BMR', period: 'YEAR', premium: 361, estimate: true },
  // F EUROPE
  //   estimate: no published figure: 15% of the cars figure
  { type: 'F', area: 'EUROPE', period: 'FIFTEEN_DAYS', premium: 176, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'TWENTY_ONE_DAYS', premium: 218, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'ONE_MONTH', premium: 280, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'TWO_MONTHS', premium: 483, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'THREE_MONTHS', premium: 756, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'FOUR_MONTHS', premium: 965, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'FIVE_MONTHS', premium: 1232, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'SIX_MONTHS', premium: 1467, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'SEVEN_MONTHS', premium: 1708, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'EIGHT_MONTHS', premium: 1773, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'NINE_MONTHS', premium: 1845, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'TEN_MONTHS', premium: 1878, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'ELEVEN_MONTHS', premium: 1917, estimate: true },
  { type: 'F', area: 'EUROPE', period: 'YEAR', premium: 1956, estimate: true },
];
