// A tile map of the Green Card system: one square per country, placed roughly where it lies, so a buyer sees at a
// glance which part of the map an area covers. Readable and honest beats geographic detail (and costs no map data).
export interface Tile {
  code: string;
  column: number;
  row: number;
}

const layout: Record<string, [column: number, row: number]> = {
  IS: [0, 0],
  NO: [3, 0],
  SE: [4, 0],
  FI: [5, 0],
  IE: [0, 1],
  GB: [1, 1],
  DK: [3, 1],
  EE: [6, 1],
  NL: [2, 2],
  DE: [3, 2],
  PL: [4, 2],
  LT: [5, 2],
  LV: [6, 2],
  BE: [1, 3],
  LU: [2, 3],
  CZ: [3, 3],
  SK: [4, 3],
  UA: [5, 3],
  MD: [6, 3],
  AD: [0, 4],
  FR: [1, 4],
  CH: [2, 4],
  LI: [3, 4],
  AT: [4, 4],
  HU: [5, 4],
  RO: [6, 4],
  PT: [0, 5],
  ES: [1, 5],
  IT: [3, 5],
  SI: [4, 5],
  HR: [5, 5],
  RS: [6, 5],
  BG: [7, 5],
  AZ: [10, 5],
  MA: [1, 6],
  MT: [3, 6],
  BA: [5, 6],
  ME: [6, 6],
  MK: [7, 6],
  TR: [8, 6],
  TN: [2, 7],
  AL: [6, 7],
  GR: [7, 7],
  CY: [8, 7],
  IL: [9, 8],
};

export const MAP_TILES: readonly Tile[] = Object.entries(layout).map(([code, [column, row]]) => ({
  code,
  column,
  row,
}));

export const MAP_SIZE = {
  columns: Math.max(...MAP_TILES.map((tile) => tile.column)) + 1,
  rows: Math.max(...MAP_TILES.map((tile) => tile.row)) + 1,
};
