import type { ContractRuleKey } from './ruleKey';
import { validateBirthday, validateDate, validateIssueDate, validateStartDate, validateYear } from './dates';

const TODAY = '2024-03-10';

describe('validateStartDate: later than tomorrow, at most 30 days ahead', () => {
  it.each<[string, ContractRuleKey | undefined]>([
    ['12.03.2024', undefined], // today + 2
    ['2024-03-12', undefined],
    ['09.04.2024', undefined], // today + 30
    ['11.03.2024', 'contract:validation.startDate'], // tomorrow
    ['10.03.2024', 'contract:validation.startDate'], // today
    ['01.03.2024', 'contract:validation.startDate'],
    ['10.04.2024', 'contract:validation.startDate'], // today + 31
    ['31.02.2024', 'contract:validation.dateFormat'],
    ['12.3.2024', 'contract:validation.dateFormat'],
    ['', undefined],
  ])('%p -> %p', (value, key) => {
    expect(validateStartDate(value, TODAY)).toBe(key);
  });
});

describe('validateBirthday: age 18 to 100', () => {
  it.each<[string, ContractRuleKey | undefined]>([
    ['10.03.2006', undefined], // 18 today
    ['11.03.2006', 'contract:validation.age'], // 18 tomorrow
    ['11.03.1923', undefined], // 100, turns 101 tomorrow
    ['10.03.1923', 'contract:validation.age'], // 101 today
    ['01.01.1980', undefined],
    ['01.01.2030', 'contract:validation.age'],
    ['1980-01-01', undefined],
    ['32.01.1980', 'contract:validation.dateFormat'],
    ['', undefined],
  ])('%p -> %p', (value, key) => {
    expect(validateBirthday(value, TODAY)).toBe(key);
  });
});

describe('validateDate', () => {
  it.each<[string, ContractRuleKey | undefined]>([
    ['29.02.2024', undefined],
    ['29.02.2023', 'contract:validation.dateFormat'],
    ['2024-02-29', undefined],
    ['yesterday', 'contract:validation.dateFormat'],
    ['', undefined],
  ])('%p -> %p', (value, key) => {
    expect(validateDate(value)).toBe(key);
  });
});

describe('validateIssueDate: a real date, today at the latest', () => {
  it.each<[string, ContractRuleKey | undefined]>([
    ['10.03.2024', undefined], // today
    ['09.03.2024', undefined],
    ['15.05.2019', undefined],
    ['11.03.2024', 'contract:validation.issueDate'], // tomorrow
    ['2024-03-11', 'contract:validation.issueDate'],
    ['01.01.2030', 'contract:validation.issueDate'],
    ['31.02.2024', 'contract:validation.dateFormat'],
    ['', undefined],
  ])('%p -> %p', (value, key) => {
    expect(validateIssueDate(value, TODAY)).toBe(key);
  });
});

describe('validateYear: 1900 to the current year', () => {
  it.each<[string | number, ContractRuleKey | undefined]>([
    ['1900', undefined],
    ['2024', undefined],
    [2015, undefined],
    ['1899', 'contract:validation.yearInvalid'],
    ['2025', 'contract:validation.yearInvalid'],
    ['15', 'contract:validation.yearInvalid'],
    ['2015.5', 'contract:validation.yearInvalid'],
    ['20a5', 'contract:validation.yearInvalid'],
    ['', undefined],
  ])('%p -> %p', (value, key) => {
    expect(validateYear(value, TODAY)).toBe(key);
  });
});
