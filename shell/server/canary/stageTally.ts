// The canary's own tally of what each step build's buyers did (docs/step-release.md, "Where the figures come from"):
// counts per step, build and time bucket, in this process's memory or in Redis, which every replica shares, so that
// the judge reads the same figures whichever replica judges. Only steps under a canary are tallied: the loop says
// which (watch), and every other event costs a Set lookup. Who counts, and how often, is canaryBuyers.ts's.
import type { Redis } from 'ioredis';
import { COUNTED_FIGURES, vitalBin, VITAL_BOUNDS_MS, type BuildFigures, type CountedFigure } from './judge';

export type StepTally = ReturnType<typeof stepTally>;

/** Buckets by time: a count is added to its bucket's fields; a window reads the buckets it spans. */
interface BucketStore {
  add(key: string, field: string): void;
  read(keys: string[]): Promise<Record<string, string | number>[]>;
}

/** How long a bucket is kept: past the longest stage a plan allows to hold (canaryPlan.js) it is never read. */
const KEPT_MS = 31 * 24 * 3600_000;

export function memoryBuckets(now: () => number = Date.now): BucketStore {
  const buckets = new Map<string, { at: number; fields: Map<string, number> }>();
  return {
    add(key, field) {
      let bucket = buckets.get(key);
      if (!bucket) {
        const at = now();
        for (const [old, { at: made }] of buckets) if (at - made > KEPT_MS) buckets.delete(old);
        bucket = { at, fields: new Map() };
        buckets.set(key, bucket);
      }
      bucket.fields.set(field, (bucket.fields.get(field) ?? 0) + 1);
    },
    read: (keys) => Promise.resolve(keys.map((key) => Object.fromEntries(buckets.get(key)?.fields ?? []))),
  };
}

/** Buckets as Redis hashes: HINCRBY is atomic, so replicas adding at once all count. A lost count is only logged. */
export function redisBuckets(redis: Redis, log: (error: unknown) => void): BucketStore {
  return {
    add(key, field) {
      redis.multi().hincrby(key, field, 1).pexpire(key, KEPT_MS).exec().catch(log);
    },
    async read(keys) {
      if (!keys.length) return [];
      const answers = (await redis.pipeline(keys.map((key) => ['hgetall', key])).exec()) ?? [];
      return answers.map(([error, fields]) => {
        if (error) throw error;
        return (fields ?? {}) as Record<string, string>;
      });
    },
  };
}

/** The most buckets one read spans: a window longer than this many buckets reads its latest ones. */
const MAX_BUCKETS = 3000;

/**
 * The tally over `store`, in buckets of `bucketMs`. A window is read from the bucket its start falls in, so it may
 * take in up to one bucket before the stage began: that bucket's buyers ran the same two builds.
 */
export function stepTally(
  store: BucketStore,
  { bucketMs, prefix = 'gc:canary:', now = Date.now }: { bucketMs: number; prefix?: string; now?: () => number },
) {
  let watching = new Map<string, string>();
  const keyOf = (step: string, build: string, bucket: number) => `${prefix}${step}:${build}:${bucket}`;
  const bucketOf = (ms: number) => Math.floor(ms / bucketMs);
  return {
    /** The steps under a canary now, each with its stage (when the stage began): only they are tallied. */
    watch(stages: Readonly<Record<string, string>>) {
      watching = new Map(Object.entries(stages));
    },
    watched: (step: string) => watching.has(step),
    /** The stage a watched step is in: a buyer counts once in each. */
    stageOf: (step: string) => watching.get(step),
    /** Whether any step is under a canary. */
    watching: () => watching.size > 0,
    count(step: string, build: string, figure: CountedFigure) {
      if (watching.has(step)) store.add(keyOf(step, build, bucketOf(now())), figure);
    },
    vital(step: string, build: string, name: 'LCP' | 'INP', ms: number) {
      if (watching.has(step)) store.add(keyOf(step, build, bucketOf(now())), `${name.toLowerCase()}:${vitalBin(ms)}`);
    },
    /** A build's figures over a window. */
    async read(step: string, build: string, sinceMs: number, nowMs: number): Promise<BuildFigures> {
      const last = bucketOf(nowMs);
      const first = Math.max(bucketOf(sinceMs), last - MAX_BUCKETS + 1);
      const keys = [];
      for (let bucket = first; bucket <= last; bucket++) keys.push(keyOf(step, build, bucket));
      const emptyBins = () => new Array<number>(VITAL_BOUNDS_MS.length + 1).fill(0);
      const figures = {
        ...(Object.fromEntries(COUNTED_FIGURES.map((figure) => [figure, 0])) as Record<CountedFigure, number>),
        lcp: emptyBins(),
        inp: emptyBins(),
      };
      for (const fields of await store.read(keys)) {
        for (const [field, value] of Object.entries(fields)) {
          const count = Number(value);
          if ((COUNTED_FIGURES as readonly string[]).includes(field)) figures[field as CountedFigure] += count;
          const vital = /^(lcp|inp):(\d+)$/.exec(field);
          if (vital) {
            const bins = figures[vital[1] as 'lcp' | 'inp'];
            const bin = Number(vital[2]);
            if (bin < bins.length) bins[bin] = (bins[bin] ?? 0) + count;
          }
        }
      }
      return figures;
    },
  };
}
