// The tests the canary's judge uses (docs/step-release.md, "Reading a verdict"): one-sided, asking only whether the
// new build does worse than the build it would replace. Pure functions of counts.
import erfc from '@stdlib/math-base-special-erfc';
import hypergeometricCdf from '@stdlib/stats-base-dists-hypergeometric-cdf';

/**
 * Fisher's exact test, one-sided: the chance of seeing `badA` or more bad outcomes among `nA` if group A were no
 * worse than group B (`badB` of `nB`), with the total of bad outcomes as observed. Exact at any sample size, which a
 * normal approximation is not at a canary's first, small stage. Read as the lower tail of A's good outcomes (at most
 * `nA - badA`), which keeps the tiny chances a subtraction from 1 would round to 0.
 */
export function fisherGreater(badA: number, nA: number, badB: number, nB: number): number {
  const total = nA + nB;
  return hypergeometricCdf(nA - badA, total, total - badA - badB, nA);
}

/** The standard normal's upper tail. */
export const normalUpperTail = (z: number): number => erfc(z / Math.SQRT2) / 2;

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
