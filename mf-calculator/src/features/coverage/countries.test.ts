import { HOME_COUNTRY, MEMBER_COUNTRIES, coveredCountries } from './countries';
import { MAP_SIZE, MAP_TILES } from './mapTiles';

const codes = (list: readonly { code: string }[]) => list.map((c) => c.code);

describe('where the card is valid', () => {
  it('BMR is Moldova and Azerbaijan only', () => {
    expect(codes(coveredCountries('BMR')).sort()).toEqual(['AZ', 'MD']);
  });

  it('EUROPE is every member country of the system, Moldova and Azerbaijan included', () => {
    const europe = codes(coveredCountries('EUROPE'));
    expect(europe).toHaveLength(44);
    expect(europe).toEqual(expect.arrayContaining(['MD', 'AZ', 'DE', 'PL', 'GB', 'CH', 'LI', 'TR', 'IL', 'MA', 'TN']));
    expect(new Set(europe).size).toBe(europe.length);
  });

  it.each(['RU', 'BY', 'IR', 'UA'])('leaves out %s', (code) => {
    expect(codes(MEMBER_COUNTRIES)).not.toContain(code);
  });

  it('names every country in both languages', () => {
    for (const country of [...MEMBER_COUNTRIES, HOME_COUNTRY]) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.uk.trim()).not.toBe('');
      expect(country.name.en.trim()).not.toBe('');
    }
  });
});

describe('tile map', () => {
  it('has one tile for every member country and for Ukraine, and nothing else', () => {
    expect(codes(MAP_TILES).sort()).toEqual([...codes(MEMBER_COUNTRIES), HOME_COUNTRY.code].sort());
  });

  it('never puts two countries on one square', () => {
    const squares = MAP_TILES.map((tile) => `${tile.column},${tile.row}`);
    expect(new Set(squares).size).toBe(squares.length);
  });

  it('fits its grid', () => {
    expect(MAP_SIZE).toEqual({ columns: 11, rows: 9 });
  });
});
