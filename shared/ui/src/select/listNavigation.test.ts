import { firstIndex, isTypeaheadKey, lastIndex, stepIndex, typeaheadIndex } from './listNavigation';

const options = [
  { label: 'Cars' },
  { label: 'Motorcycles', disabled: true },
  { label: 'Trucks' },
  { label: 'Buses' },
  { label: 'Trailers and semi-trailers' },
];

describe('list navigation', () => {
  it.each([
    [0, 1, 2, 'skips a disabled option going down'],
    [2, -1, 0, 'skips a disabled option going up'],
    [4, 1, 4, 'stays on the last option'],
    [0, -1, 0, 'stays on the first option'],
    [-1, 1, 0, 'enters the list at the top'],
    [-1, -1, 4, 'enters the list at the bottom'],
  ] as const)('from %i by %i is %i (%s)', (from, step, to, _why) => {
    expect(stepIndex(options, from, step)).toBe(to);
  });

  it('finds the first and last enabled option', () => {
    expect(firstIndex([{ label: 'a', disabled: true }, { label: 'b' }])).toBe(1);
    expect(lastIndex(options)).toBe(4);
  });

  it.each([
    ['t', -1, 2, 'the first option starting with the letter'],
    ['t', 2, 4, 'the same letter again goes to the next match'],
    ['t', 4, 2, 'and wraps round'],
    ['tt', 2, 4, 'a repeated letter cycles'],
    ['tra', 2, 4, 'a longer text narrows to Trailers'],
    ['tru', 2, 2, 'a longer text that still matches the active one keeps it'],
    ['B', -1, 3, 'case does not matter'],
    ['m', -1, -1, 'disabled options are not found'],
    ['x', 0, -1, 'no match'],
  ] as const)('%s from %i -> %i (%s)', (typed, active, found, _why) => {
    expect(typeaheadIndex(options, typed, active)).toBe(found);
  });

  it('matches Cyrillic labels', () => {
    expect(typeaheadIndex([{ label: 'Легкові' }, { label: 'Автобуси' }], 'а', -1)).toBe(1);
  });

  it.each([
    [{ key: 'a', ctrlKey: false, metaKey: false, altKey: false }, true],
    [{ key: 'я', ctrlKey: false, metaKey: false, altKey: false }, true],
    [{ key: ' ', ctrlKey: false, metaKey: false, altKey: false }, false],
    [{ key: 'ArrowDown', ctrlKey: false, metaKey: false, altKey: false }, false],
    [{ key: 'c', ctrlKey: true, metaKey: false, altKey: false }, false],
  ])('%j is type-ahead: %s', (event, expected) => {
    expect(isTypeaheadKey(event)).toBe(expected);
  });
});
