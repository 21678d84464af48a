// The tests the canary's judge uses (docs/step-release.md, "Reading a verdict"): one-sided, asking only whether the
// new build does worse than the build it would replace. Pure functions of counts.

/** ln Γ(x) for x > 0 (Lanczos, g = 7): enough digits for the hypergeometric terms of any count a shop sees. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i++) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/**
 * Fisher's exact test, one-sided: the chance of seeing `badA` or more bad outcomes among `nA` if group A were no
 * worse than group B (`badB` of `nB`), with the total of bad outcomes as observed. Exact at any sample size, which a
 * normal approximation is not at a canary's first, small stage.
 */
export function fisherGreater(badA: number, nA: number, badB: number, nB: number): number {
  const bad = badA + badB;
  const total = nA + nB;
  const top = Math.min(bad, nA);
  const logAll = logChoose(total, nA);
  let p = 0;
  for (let x = badA; x <= top; x++) p += Math.exp(logChoose(bad, x) + logChoose(total - bad, nA - x) - logAll);
  return Math.min(1, p);
}

/** The standard normal's upper tail (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalUpperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/**
 * Mann-Whitney U, one-sided, on binned values (counts per bin of the same bounds, bins in increasing order): the chance
 * that A's values rank this far above B's if both came from one distribution. Values in one bin are ties (mid-ranks,
 * with the variance's tie correction); the normal approximation with a continuity correction, fit for the minimum
 * samples the judge asks for. 1 when either side is empty or every value is in one bin.
 */
export function mannWhitneyGreater(binsA: readonly number[], binsB: readonly number[]): number {
  const nA = binsA.reduce((sum, count) => sum + count, 0);
  const nB = binsB.reduce((sum, count) => sum + count, 0);
  if (nA === 0 || nB === 0) return 1;
  let below = 0;
  let u = 0;
  let ties = 0;
  for (let i = 0; i < Math.max(binsA.length, binsB.length); i++) {
    const a = binsA[i] ?? 0;
    const b = binsB[i] ?? 0;
    u += a * (below + b / 2);
    below += b;
    const tied = a + b;
    ties += tied ** 3 - tied;
  }
  const n = nA + nB;
  const variance = ((nA * nB) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (variance <= 0) return 1;
  return normalUpperTail((u - (nA * nB) / 2 - 0.5) / Math.sqrt(variance));
}

/**
 * The q-quantile of binned values, interpolated within its bin: `bounds[i]` is the upper bound of bin i, the last bin
 * (`counts.length = bounds.length + 1`) has no upper bound and is read as its lower one. Undefined without values.
 */
export function binnedQuantile(bounds: readonly number[], counts: readonly number[], q: number): number | undefined {
  const n = counts.reduce((sum, count) => sum + count, 0);
  if (n === 0) return undefined;
  const rank = q * n;
  let below = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i] ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = i === 0 ? 0 : (bounds[i - 1] as number);
      const upper = bounds[i];
      if (upper === undefined) return lower;
      return lower + ((upper - lower) * (rank - below)) / count;
    }
    below += count;
  }
  return bounds.at(-1);
}
