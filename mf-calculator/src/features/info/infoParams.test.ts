import { infoParams } from './infoParams';

describe('infoParams: the figures quoted in payment information and the FAQ', () => {
  it.each([
    ['uk', '15 днів', '1 рік'],
    ['en', '15 days', '1 year'],
  ] as const)('%s', (locale, shortest, longest) => {
    expect(infoParams(locale)).toEqual({
      minAmount: '500.00 UAH',
      maxLoan: '300 000.00 UAH',
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
