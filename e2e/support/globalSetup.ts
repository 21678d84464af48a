import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_LOYALTY_LINK_KEY } from './loyaltyLink';
import { freePort } from './ports';
import { NO_LOAD_SHEDDING } from './shop';

interface Shop {
  shopUrl: string;
  insurerApiUrl: string;
  remoteUrls: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * Which builds the run tests: what the local release record runs (`npm start`'s, docs/step-release.md), by default;
 * each step's newest build only when asked (E2E_BUILDS=newest) or when there is no record yet. Said at the start.
 */
async function buildsUnderTest(): Promise<string | undefined> {
  const { localRegistryFile } = (await import(path.resolve(__dirname, '../../scripts/localShop.mjs'))) as {
    localRegistryFile: () => string;
  };
  const record = localRegistryFile();
  if (process.env.E2E_BUILDS === 'newest') {
    console.log("e2e: testing each step's newest build in its dist/ (E2E_BUILDS=newest), released or not");
    return undefined;
  }
  if (!existsSync(record)) {
    console.log(
      `e2e: no release record at ${record} yet: testing each step's newest build, as npm start would seed it`,
    );
    return undefined;
  }
  console.log(
    `e2e: testing what the release record ${record} runs (E2E_BUILDS=newest tests the newest builds instead)`,
  );
  return record;
}

/**
 * The build each step of the shop runs, by step (`points: 1.0.0+4f3c2a1`): the version folder its registry entry's
 * manifest is in, as the shop serves its registry.
 */
async function buildsOf(shopUrl: string): Promise<Record<string, string>> {
  const registry = (await (await fetch(`${shopUrl}/registry.json`)).json()) as Record<string, { manifest: string }>;
  return Object.fromEntries(
    Object.entries(registry).map(([step, { manifest }]) => [step, path.posix.basename(path.posix.dirname(manifest))]),
  );
}

/**
 * Starts the whole shop once for the run, on free ports, with an empty sandbox database; stops it afterwards. The
 * builds it runs are said first and kept in the report (`config.metadata.builds` of report.json).
 */
export default async function globalSetup(config: FullConfig) {
  const services = (await import(path.resolve(__dirname, '../../scripts/services.mjs'))) as {
    startShop: (options: unknown) => Promise<Shop>;
    STEPS: string[];
  };
  const released = await buildsUnderTest();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'greencard-e2e-'));
  const remotes: Record<string, number> = {};
  for (const step of services.STEPS) remotes[step] = await freePort();
  const ports = { shop: await freePort(), sandbox: await freePort(), remotes };
  const metricsPort = await freePort();
  const logs: string[] = [];
  const shop = await services.startShop({
    ports,
    sandboxDataDir: dataDir,
    ...(released ? { released } : {}),
    log: (line: string) => logs.push(line),
    // Every test runs from 127.0.0.1 and the loyalty tests share the seeded customers' phones: the limits that guard
    // a real deployment would throttle the suite. security.spec.ts runs a deployment with the real limits.
    env: {
      SESSION_SECRET: 'e2e-session-secret-of-at-least-32-characters',
      // The sandbox signs its partner links with it and the shop verifies them; the tests sign theirs (loyaltyLink.ts).
      LOYALTY_LINK_KEY: E2E_LOYALTY_LINK_KEY,
      CODE_RATE_LIMIT_PER_MINUTE: '100000',
      LOYALTY_RATE_LIMIT_PER_MINUTE: '100000',
      DRAFT_RATE_LIMIT_PER_MINUTE: '100000',
      // Every page sends its vitals: the suite's pages from one address are far more than one buyer's a minute.
      PAGE_REPORT_RATE_LIMIT_PER_MINUTE: '100000',
      SANDBOX_SMS_PER_PHONE_10MIN: '100000',
      SANDBOX_SMS_PER_PHONE_DAY: '100000',
      SANDBOX_SMS_PER_PHONE_ALL_DAY: '100000',
      SMS_PER_SESSION_PHONE_10MIN: '100000',
      SMS_PER_PHONE_10MIN: '100000',
      SMS_PER_PHONE_DAY: '100000',
      SMS_PER_OWNER_DAY: '100000',
      SMS_PER_SESSION_HOUR: '100000',
      SMS_PER_CLIENT_HOUR: '100000',
      SMS_PER_COUNTRY_HOUR: '100000',
      SMS_PER_HOUR: '100000',
      // The invented third card provider, which paymentProvider.spec.ts adds with a payment release alone.
      SANDBOX_CARDLAB: '1',
      // The shop's /metrics, which observability.spec.ts has a real Prometheus scrape.
      METRICS_PORT: String(metricsPort),
      ...NO_LOAD_SHEDDING,
    },
  });
  const builds = await buildsOf(shop.shopUrl);
  config.metadata = { ...config.metadata, builds };
  console.log(
    `e2e: the shop runs ${Object.entries(builds)
      .map(([step, build]) => `${step}@${build}`)
      .join(', ')}`,
  );
  process.env.SHOP_URL = shop.shopUrl;
  process.env.LOYALTY_LINK_KEY = E2E_LOYALTY_LINK_KEY;
  process.env.SANDBOX_URL = shop.insurerApiUrl;
  process.env.SHOP_METRICS_URL = `http://127.0.0.1:${metricsPort}/metrics`;
  process.env.REMOTE_URLS = JSON.stringify(shop.remoteUrls);
  return async () => {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOGS) console.log(logs.join('\n'));
    // A step's first views the shop server could not read leave that step's pages blank until the browser renders
    // them; across every test of the run, none may fail to be read (shell/server/page/serverRendering/firstViews.ts).
    const unread = logs.filter((line) => /The first views at .* could not be read/.test(line));
    if (unread.length) throw new Error(`The shop server could not read a step's first views:\n${unread.join('\n')}`);
  };
}
