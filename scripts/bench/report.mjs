// How the benches summarise and print their figures: each as the median of its runs and their spread, in aligned
// columns; and `npm run bench`'s closing table: each figure for the composed shop and the baseline, their ratio where
// it means something, and the composed shop's budget beside it (said, never enforced).

/**
 * @typedef {{ median: number, min: number, max: number, runs: number }} Summary
 * @typedef {{ limit: string, met: (value: number, baseline?: number) => boolean }} Budget
 * @typedef {{ number: (value: number) => string, unit: string }} Format
 * @typedef {{ metric: string, composed?: Summary, baseline?: Summary, format: Format, ratio?: boolean,
 *   budget?: Budget }} Row
 */

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value a share `q` of the runs stay below (nearest rank): percentile(times, 0.9) is the p90. */
export function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** @returns {Summary | undefined} undefined when nothing ran */
export function summary(values) {
  if (values.length === 0) return undefined;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}

/** How each kind of figure is written: its number, and its unit once after the median. */
export const formats = {
  kb: { number: (bytes) => (bytes / 1024).toFixed(1), unit: ' KB' },
  count: { number: (n) => String(Math.round(n)), unit: '' },
  ms: { number: (ms) => String(Math.round(ms)), unit: ' ms' },
  cls: { number: (value) => value.toFixed(4), unit: '' },
  score: { number: (value) => value.toFixed(2), unit: '' },
  factor: { number: (value) => value.toFixed(2), unit: 'x' },
};

/** `median [min-max]` of the runs (the median alone for one run), or `not measured`. */
export function figure(runs, { number, unit }) {
  if (!runs) return 'not measured';
  const middle = `${number(runs.median)}${unit}`;
  return runs.runs === 1 ? middle : `${middle} [${number(runs.min)}-${number(runs.max)}]`;
}

/** Lines of cells as aligned columns, the first line a heading with a rule under it. */
export function columns(lines) {
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  const render = (line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [render(lines[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.slice(1).map(render)].join('\n');
}

function ratio({ composed, baseline, ratio: wanted }) {
  if (!wanted || !composed || !baseline || baseline.median === 0) return '';
  return `${(composed.median / baseline.median).toFixed(2)}x`;
}

const budget = ({ composed, baseline, budget: b }) =>
  b && composed ? `${b.limit}: ${b.met(composed.median, baseline?.median) ? 'met' : 'MISSED'}` : '';

/** @param {Row[]} rows */
export function table(rows) {
  return columns([
    ['', 'composed, median [min-max]', 'baseline, median [min-max]', 'composed/baseline', 'budget (composed)'],
    ...rows.map((row) => [
      row.metric,
      figure(row.composed, row.format),
      figure(row.baseline, row.format),
      ratio(row),
      budget(row),
    ]),
  ]);
}
