// The bench's closing table: each figure for the composed shop and the baseline as median [min-max] of its runs,
// their ratio where it means something, and the composed shop's budget beside it (said, never enforced).

/**
 * @typedef {{ median: number, min: number, max: number, runs: number }} Summary
 * @typedef {{ limit: string, met: (value: number, baseline?: number) => boolean }} Budget
 * @typedef {{ number: (value: number) => string, unit: string }} Format
 * @typedef {{ metric: string, composed?: Summary, baseline?: Summary, format: Format, ratio?: boolean,
 *   budget?: Budget }} Row
 */

/** How each kind of figure is written: its number, and its unit once after the median. */
export const formats = {
  kb: { number: (bytes) => (bytes / 1024).toFixed(1), unit: ' KB' },
  count: { number: (n) => String(Math.round(n)), unit: '' },
  ms: { number: (ms) => String(Math.round(ms)), unit: ' ms' },
  cls: { number: (value) => value.toFixed(4), unit: '' },
  score: { number: (value) => value.toFixed(2), unit: '' },
  factor: { number: (value) => value.toFixed(2), unit: 'x' },
};

const figure = (summary, { number, unit }) => {
  if (!summary) return 'not measured';
  const median = `${number(summary.median)}${unit}`;
  return summary.runs === 1 ? median : `${median} [${number(summary.min)}-${number(summary.max)}]`;
};

function ratio({ composed, baseline, ratio: wanted }) {
  if (!wanted || !composed || !baseline || baseline.median === 0) return '';
  return `${(composed.median / baseline.median).toFixed(2)}x`;
}

const budget = ({ composed, baseline, budget: b }) =>
  b && composed ? `${b.limit}: ${b.met(composed.median, baseline?.median) ? 'met' : 'MISSED'}` : '';

/** @param {Row[]} rows */
export function table(rows) {
  const lines = [
    ['', 'composed, median [min-max]', 'baseline, median [min-max]', 'composed/baseline', 'budget (composed)'],
    ...rows.map((row) => [
      row.metric,
      figure(row.composed, row.format),
      figure(row.baseline, row.format),
      ratio(row),
      budget(row),
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const render = (line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [render(lines[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.slice(1).map(render)].join('\n');
}
