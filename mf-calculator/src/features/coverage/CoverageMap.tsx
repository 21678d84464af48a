import type { Locale } from '@greencard/domain';
import { HOME_COUNTRY, MEMBER_COUNTRIES } from './countries';
import { MAP_SIZE, MAP_TILES } from './mapTiles';

const TILE = 44;
const GAP = 4;
const STEP = TILE + GAP;

const NAMES = new Map([...MEMBER_COUNTRIES, HOME_COUNTRY].map((country) => [country.code, country.name]));

interface Props {
  covered: ReadonlySet<string>;
  label: string;
  locale: Locale;
}

/**
 * The tile map: covered countries filled, the others outlined, Ukraine marked as home. Drawn as one SVG with no
 * map data; the list beside it carries the same information as text, so the picture is described only as a whole.
 */
export function CoverageMap({ covered, label, locale }: Props) {
  return (
    <svg
      className="calc-map"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${MAP_SIZE.columns * STEP - GAP} ${MAP_SIZE.rows * STEP - GAP}`}
    >
      {MAP_TILES.map((tile) => {
        const kind = tile.code === HOME_COUNTRY.code ? 'home' : covered.has(tile.code) ? 'covered' : 'other';
        const x = tile.column * STEP;
        const y = tile.row * STEP;
        return (
          <g
            key={tile.code}
            className={`calc-map__tile calc-map__tile--${kind}`}
            data-country={tile.code}
            data-kind={kind}
          >
            <title>{NAMES.get(tile.code)?.[locale]}</title>
            <rect x={x} y={y} width={TILE} height={TILE} rx={6} />
            <text x={x + TILE / 2} y={y + TILE / 2} dominantBaseline="central" textAnchor="middle">
              {tile.code}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
