import { stored } from '@greencard/store';
import {
  INITIAL_VALUES,
  typedStateNumber,
  CalculatorValuesShape,
  isComplete,
  sameQuery,
  toProductQuery,
  toSelection,
  type CalculatorValues,
} from './calculatorValues';

describe('calculator values', () => {
  it('start on cars for a natural person (rules §3 and §9), with no area or period chosen', () => {
    expect(INITIAL_VALUES).toEqual({ autoTypeSelect: 'A', typeInput: 'NATURAL' });
  });

  it('start with vehicle type A, customer category NATURAL and nothing else chosen (rules §3)', () => {
    expect(INITIAL_VALUES).toEqual({ autoTypeSelect: 'A', typeInput: 'NATURAL' });
    expect(isComplete(INITIAL_VALUES)).toBe(false);
  });

  it.each<[Partial<CalculatorValues>, boolean]>([
    [{ areaSelect: 'EUROPE' }, false],
    [{ periodSelect: 'YEAR' }, false],
    [{ areaSelect: 'BMR', periodSelect: 'FIFTEEN_DAYS' }, true],
  ])('%p is complete: %p', (choice, complete) => {
    expect(isComplete({ ...INITIAL_VALUES, ...choice })).toBe(complete);
  });

  it('become the search query of GET /green/search', () => {
    expect(
      toProductQuery({ autoTypeSelect: 'C', areaSelect: 'BMR', periodSelect: 'THREE_MONTHS', typeInput: 'NATURAL' }),
    ).toEqual({ type: 'C', area: 'BMR', period: 'THREE_MONTHS', customerCategory: 'NATURAL' });
  });

  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['AA12', undefined],
    ['аа 1234 вв', 'AA1234BB'],
    ['ka7777ka', 'KA7777KA'],
    ['AA1234AAA', undefined],
    ['ВС4512НК', 'BC4512HK'],
  ])('carries state number %p as %p', (typed, carried) => {
    expect(typedStateNumber(typed)).toBe(carried);
  });

  it('make the journey selection from the query the offers answer, with the state number when valid', () => {
    const query = { type: 'B', area: 'EUROPE', period: 'YEAR', customerCategory: 'NATURAL' } as const;
    expect(toSelection(query, 'вс 4512 нк')).toEqual({
      autoType: 'B',
      area: 'EUROPE',
      period: 'YEAR',
      customerCategory: 'NATURAL',
      stateNumber: 'BC4512HK',
    });
    expect(toSelection(query, 'AA12')).not.toHaveProperty('stateNumber');
  });

  it.each<[unknown, boolean]>([
    [INITIAL_VALUES, true],
    [{ autoTypeSelect: 'E', areaSelect: 'EUROPE', periodSelect: 'YEAR', typeInput: 'NATURAL', stateNumber: 'x' }, true],
    [{ autoTypeSelect: 'D', typeInput: 'NATURAL' }, false],
    [{ autoTypeSelect: 'A', typeInput: 'LEGAL' }, false],
    [{ autoTypeSelect: 'A', typeInput: 'NATURAL', areaSelect: 'ASIA' }, false],
    [{ autoTypeSelect: 'A', typeInput: 'NATURAL', periodSelect: 3 }, false],
    [{ autoTypeSelect: 'A', typeInput: 'NATURAL', stateNumber: 7 }, false],
    [null, false],
    [['A'], false],
    ['A', false],
  ])('guard %p -> %p', (value, valid) => {
    expect(stored.matches(value, CalculatorValuesShape)).toBe(valid);
  });

  it('compare queries field by field', () => {
    const a = { type: 'A', area: 'EUROPE', period: 'YEAR', customerCategory: 'NATURAL' } as const;
    expect(sameQuery(a, { ...a })).toBe(true);
    expect(sameQuery(a, { ...a, period: 'ONE_MONTH' })).toBe(false);
    expect(sameQuery(a, { ...a, type: 'B' })).toBe(false);
    expect(sameQuery(a, { ...a, area: 'BMR' })).toBe(false);
    expect(sameQuery(a, null)).toBe(false);
    expect(sameQuery(null, null)).toBe(true);
  });
});
