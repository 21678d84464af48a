import { BANK_TERMS } from '@greencard/domain';
import {
  DEFAULT_INSTALMENT_MONTHS,
  INSTALMENT_MONTHS,
  availableMethods,
  instalmentQuote,
  isInstalmentTerm,
} from './paymentOptions';
import { isCardProvider, PAYMENT_PROVIDERS } from '../providers/providers';

// Every provider of the step's table (README.md, "Adding a payment provider"), and its card providers alone.
const EVERY_METHOD = PAYMENT_PROVIDERS;
const CARDS_ONLY = PAYMENT_PROVIDERS.filter(isCardProvider);

describe('payment methods (rules §5 and §9: instalments only above 500 UAH, loan up to 300,000 UAH)', () => {
  it('offers the bank besides the cards', () => {
    expect(CARDS_ONLY).toEqual(expect.arrayContaining(['easypay', 'portmone']));
    expect(EVERY_METHOD).toEqual([...CARDS_ONLY, 'instalments']);
  });

  it.each<[number, string, readonly string[]]>([
    [0.01, 'cards only', CARDS_ONLY],
    [500, 'cards only', CARDS_ONLY],
    [500.01, 'cards and instalments', EVERY_METHOD],
    [1783, 'cards and instalments', EVERY_METHOD],
    [300000, 'cards and instalments', EVERY_METHOD],
    [300000.01, 'cards only', CARDS_ONLY],
  ])('an amount of %p UAH may be paid by %s', (amount, _methods, methods) => {
    expect(availableMethods(amount)).toEqual(methods);
  });
});

describe('instalment terms (rules §9: 3 to 24 months)', () => {
  it('offers every whole month from 3 to 24 and preselects 3', () => {
    expect(INSTALMENT_MONTHS).toEqual(Array.from({ length: 22 }, (_, i) => i + 3));
    expect(DEFAULT_INSTALMENT_MONTHS).toBe(3);
  });

  it.each([
    [2, false],
    [3, true],
    [24, true],
    [25, false],
    [3.5, false],
  ])('%p months is a term the bank offers: %p', (months, expected) => {
    expect(isInstalmentTerm(months)).toBe(expected);
  });

  it('quotes the monthly payment from the lowest to the highest annual rate of the bank', () => {
    // 0.00001% a year is next to nothing: the amount split evenly. At 48.31% a year, 12,000 UAH over 12 months
    // is an annuity of 1,280.54 UAH a month (12000 * r / (1 - (1 + r)^-12), r = 0.4831 / 12).
    expect(instalmentQuote(12000, 12)).toEqual({ months: 12, monthlyFrom: 1000, monthlyTo: 1280.54 });
    expect(instalmentQuote(1783, 3)).toEqual({ months: 3, monthlyFrom: 594.33, monthlyTo: 642.82 });
    expect(BANK_TERMS.downPayment).toBe(0);
  });
});
