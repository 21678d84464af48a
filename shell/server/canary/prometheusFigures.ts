// The judge's figures from Prometheus (PROMETHEUS_URL; docs/step-release.md, "Where the figures come from"): the same
// counts as the shop's own tally, read from the metrics every replica exports (docs/operations.md), as their increase
// over the stage's window. Increases are extrapolated by Prometheus, so they are rounded to whole buyers and calls.
import { PAGE_SECONDS } from '../observability/metrics';
import type { FigureSource } from './stageTally';

const TIMEOUT_MS = 10_000;

/** The histogram's bucket bounds in milliseconds: the judge's bins are Prometheus' own. */
const BOUNDS_MS = PAGE_SECONDS.map((seconds) => Math.round(seconds * 1000));

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/** A label value in PromQL: the step and build come from the registry, quoted all the same. */
const quoted = (value: string) => JSON.stringify(value);

export function prometheusFigures(url: string, fetchImpl: typeof fetch = fetch): FigureSource {
  const base = url.replace(/\/+$/, '');
  async function query(promql: string, atMs: number): Promise<Sample[]> {
    const address = `${base}/api/v1/query?${new URLSearchParams({ query: promql, time: String(atMs / 1000) })}`;
    const response = await fetchImpl(address, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Prometheus answered ${response.status} to ${promql}`);
    const body = (await response.json()) as { status?: string; data?: { resultType?: string; result?: Sample[] } };
    if (body.status !== 'success' || body.data?.resultType !== 'vector')
      throw new Error(`Prometheus gave no vector for ${promql}`);
    return body.data?.result ?? [];
  }
  const total = (samples: Sample[]) => Math.round(samples.reduce((sum, sample) => sum + Number(sample.value[1]), 0));

  /** A cumulative histogram by `le` as counts per bin of BOUNDS_MS (one more bin: above the last bound). */
  function bins(samples: Sample[]): number[] {
    const cumulative = new Array(BOUNDS_MS.length + 1).fill(0);
    for (const sample of samples) {
      const le =
        sample.metric.le === '+Inf' ? BOUNDS_MS.length : BOUNDS_MS.indexOf(Math.round(Number(sample.metric.le) * 1000));
      if (le >= 0) cumulative[le] = Number(sample.value[1]);
    }
    return cumulative.map((count, i) => Math.max(0, Math.round(count - (i === 0 ? 0 : cumulative[i - 1]))));
  }

  return {
    bounds: BOUNDS_MS,
    async read(step, build, sinceMs, nowMs) {
      const window = `[${Math.max(1, Math.ceil((nowMs - sinceMs) / 1000))}s]`;
      const labels = `step=${quoted(step)},build=${quoted(build)}`;
      const increase = (metric: string, more = '') => `sum(increase(${metric}{${labels}${more}}${window}))`;
      const vital = (name: string) =>
        `sum by (le) (increase(shop_web_vital_seconds_bucket{${labels},name=${quoted(name)}}${window}))`;
      const [buyers, reached, loadFailed, hydration, calls, callErrors, lcp, inp] = await Promise.all(
        [
          increase('shop_step_builds_total', ',event="buyer"'),
          increase('shop_step_builds_total', ',event="reached"'),
          increase('shop_page_problems_total', ',kind="step_load_failed"'),
          increase('shop_page_problems_total', ',kind="hydration_mismatch"'),
          increase('shop_step_insurer_calls_total'),
          increase('shop_step_insurer_calls_total', ',outcome=~"4xx|5xx"'),
          vital('LCP'),
          vital('INP'),
        ].map((promql) => query(promql, nowMs)),
      );
      return {
        buyers: total(buyers as Sample[]),
        reachedNext: total(reached as Sample[]),
        loadFailed: total(loadFailed as Sample[]),
        hydrationMismatch: total(hydration as Sample[]),
        calls: total(calls as Sample[]),
        callErrors: total(callErrors as Sample[]),
        lcp: bins(lcp as Sample[]),
        inp: bins(inp as Sample[]),
      };
    },
  };
}
