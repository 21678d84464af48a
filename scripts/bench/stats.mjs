// The summaries every figure of the bench is printed as: the median of its runs and their spread.

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @returns {{ median: number, min: number, max: number, runs: number } | undefined} undefined when nothing ran */
export function summary(values) {
  if (values.length === 0) return undefined;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}
