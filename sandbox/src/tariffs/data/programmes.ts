// The sandbox insurer's programmes: every choice of vehicle type x area x period is sold as each of these, so a
// search always answers more than one product and sorting means something. The Green Card premium itself is
// regulated (no discounts); the second programme adds a roadside-assistance package abroad, priced by the
// sandbox insurer (its own price, not a market figure).
import type { Period } from '../../insurer';

export interface Programme {
  /** Position in the tariff id (see tariffs/catalogue.ts). */
  index: number;
  code: string;
  name: string;
  /** UAH added to the regulated premium, by period. */
  addOn: Readonly<Record<Period, number>>;
}

const NO_ADD_ON: Readonly<Record<Period, number>> = {
  FIFTEEN_DAYS: 0,
  TWENTY_ONE_DAYS: 0,
  ONE_MONTH: 0,
  TWO_MONTHS: 0,
  THREE_MONTHS: 0,
  FOUR_MONTHS: 0,
  FIVE_MONTHS: 0,
  SIX_MONTHS: 0,
  SEVEN_MONTHS: 0,
  EIGHT_MONTHS: 0,
  NINE_MONTHS: 0,
  TEN_MONTHS: 0,
  ELEVEN_MONTHS: 0,
  YEAR: 0,
};

export const PROGRAMMES: readonly Programme[] = [
  { index: 1, code: 'STANDARD', name: 'Green Card', addOn: NO_ADD_ON },
  {
    index: 2,
    code: 'ASSISTANCE',
    name: 'Green Card + Assistance',
    addOn: {
      FIFTEEN_DAYS: 180,
      TWENTY_ONE_DAYS: 220,
      ONE_MONTH: 290,
      TWO_MONTHS: 420,
      THREE_MONTHS: 540,
      FOUR_MONTHS: 650,
      FIVE_MONTHS: 750,
      SIX_MONTHS: 840,
      SEVEN_MONTHS: 920,
      EIGHT_MONTHS: 990,
      NINE_MONTHS: 1050,
      TEN_MONTHS: 1100,
      ELEVEN_MONTHS: 1140,
      YEAR: 1170,
    },
  },
];
