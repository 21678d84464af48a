// A shop of a test's own for a canary (e2e/tests/canary.spec.ts, canaryBrowser.spec.ts): one step runs a copy of the
// run's build served by the test's step server, its release record is a file of the test's, its metrics listener is
// on, its canary looks every quarter of a second over one-second buckets, and nothing limits buyers from 127.0.0.1.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { freePort } from './ports';
import { buildEntry, defaultRegistry, ROOT, startShell, type Running } from './shop';
import { buyersUntil, type StepServer } from './syntheticBuyers';

interface HistoryLine {
  by: string;
  action: string;
  step: string;
  from: string | null;
  to: string | null;
  share?: number;
  judged?: {
    verdict: string;
    summary: string;
    figures: { figure: string; outcome: string; main?: number; trial?: number }[];
  };
}

export interface CanaryShop {
  shop: Running;
  /** The manifest of the step's current build (a copy of the run's). */
  base: string;
  registryFile: string;
  /** The shop's metrics, as Prometheus would scrape them. */
  metrics(): Promise<string>;
  history(): HistoryLine[];
  registry(): Record<string, { manifest: string; trial?: { manifest: string; share: number } }>;
  /** `npm run release -- <step> <folder> --canary` against the shop's record, the build served by the step server. */
  releaseCanary(folder: string): Promise<void>;
  /** Buyers until the canary's first move, at most `most`; answers its history entry. */
  untilTheCanaryMoves(buyer: () => Promise<unknown>, most?: number): Promise<HistoryLine>;
}

/** The limits a real deployment has, lifted: every buyer of a test comes from 127.0.0.1. */
const ONE_ADDRESS = {
  CANARY_BUYERS_PER_MINUTE: '100000',
  PAGE_REPORT_RATE_LIMIT_PER_MINUTE: '100000',
  DRAFT_RATE_LIMIT_PER_MINUTE: '100000',
  CODE_RATE_LIMIT_PER_MINUTE: '100000',
  LOYALTY_RATE_LIMIT_PER_MINUTE: '100000',
  SMS_PER_SESSION_PHONE_10MIN: '100000',
  SMS_PER_PHONE_30MIN: '100000',
  SMS_PER_PHONE_DAY: '100000',
  SMS_PER_SESSION_HOUR: '100000',
  SMS_PER_CLIENT_HOUR: '100000',
  SMS_PER_COUNTRY_HOUR: '100000',
};

export async function canaryShop(
  steps: StepServer,
  step: string,
  canary: Record<string, unknown>,
): Promise<CanaryShop> {
  const folder = steps.copy(step, `base${step}`, canary);
  const base = `${steps.url}/${folder}/mf-manifest.json`;
  const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-canary-')), 'registry.json');
  const metricsPort = await freePort();
  const shop = await startShell(
    { ...defaultRegistry(), [step]: buildEntry(base, step, path.join(steps.root, folder)) },
    registryFile,
    { METRICS_PORT: String(metricsPort), CANARY_TICK_MS: '250', ...ONE_ADDRESS },
  );
  const history = (): HistoryLine[] =>
    readFileSync(`${registryFile}.history.jsonl`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  const byCanary = () => history().filter((entry) => entry.by === 'canary');
  return {
    shop,
    base,
    registryFile,
    metrics: async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(),
    history,
    registry: () => JSON.parse(readFileSync(registryFile, 'utf8')),
    async releaseCanary(released) {
      // Not spawnSync: the release loads the build from the step server of this process, which answers only while
      // the process is free to.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          path.join(ROOT, 'scripts', 'release.mjs'),
          step,
          released,
          '--registry',
          registryFile,
          '--origin',
          steps.url,
          '--canary',
        ],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(stdout).toContain('A canary:');
    },
    async untilTheCanaryMoves(buyer, most = 400) {
      await buyersUntil(buyer, async () => byCanary().length > 0, { most });
      await expect.poll(() => byCanary().length, { timeout: 5000 }).toBeGreaterThan(0);
      return byCanary()[0] as HistoryLine;
    },
  };
}
