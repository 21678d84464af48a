import { formatPrice } from '@greencard/domain';
import { infoParams } from './infoParams';

describe('infoParams: the figures quoted in payment information and the FAQ', () => {
  it.each([
    ['uk', '15 днів', '1 рік'],
    ['en', '15 days', '1 year'],
  ] as const)('%s', (locale, shortest, longest) => {
    expect(infoParams(locale)).toEqual({
      minAmount: formatPrice(500),
      maxLoan: formatPrice(300_000),
      minMonths: 3,
      maxMonths: 24,
      share: 30,
      cutoff: '23:55',
      maxDays: 30,
      shortest,
      longest,
      ageMin: 18,
      ageMax: 100,
    });
  });
});
