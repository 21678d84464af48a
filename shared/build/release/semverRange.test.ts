import { satisfies } from './semverRange';

describe('a required version range', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '=1.0.0', false],
    ['1.5.0', '>=1.0.0 <2.0.0', true],
    ['2.0.0', '>=1.0.0 <2.0.0', false],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['1.0.0', '*', true],
    ['2.0.0-rc.1', '^1.0.0', false],
    ['1.1.0-beta', '^1.0.0', false],
    ['1.1.0-beta.2', '^1.1.0-beta.1', true],
    ['1.1.0-beta.1', '^1.1.0-beta.2', false],
    ['1.1.0', '^1.1.0-beta.1', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('accepts any version when there is no requirement', () => {
    expect(satisfies('7.0.0', false)).toBe(true);
    expect(satisfies('7.0.0', undefined)).toBe(true);
  });

  it('says so when it cannot read a range, instead of guessing', () => {
    expect(() => satisfies('1.0.0', 'latest')).toThrow('"latest" is not a semver version');
    expect(() => satisfies('1.0.0', 'workspace:*')).toThrow('is not a semver version');
  });
});
