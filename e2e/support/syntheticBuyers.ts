// Synthetic buyers for the canary (e2e/tests/canary.spec.ts): HTTP requests that feed the shop server's counters exactly
// as a buyer's browser does, without a browser's CPU. A buyer first makes the journey the shop checks before it counts
// one (docs/step-release.md, "Who a canary counts"): the loyalty programme's link, a draft the insurer makes in its
// session. Its first page gives it a build of the step (the share's draw, kept in its session cookie); its page says it
// arrived at the step and loads that build's remote entry from where the build is served, as the shell's step loader
// does (shell/src/remotes/registerSteps.ts); a load that fails, or a build whose code throws as it mounts, is reported
// as the shell reports it (`step_load_failed`), a step that works reports its LCP as the page's vitals do
// (shell/src/observability/pageReports.ts: the same JSON, to the same endpoint, as same-origin requests); the buyer
// then makes the step's own insurer calls through the shop's gateway to the sandbox, and the next step's first one.
// And step builds copied from the run's build into version folders of their own, served by a step server that can
// fail or slow a build's remote entry: a build that fails to load, or is slower, for the reason a real one is.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insurer } from './journey';
import { loyaltyLink } from './loyaltyLink';
import { freePort } from './ports';
import { ROOT, remoteUrls } from './shop';
import { snakeDraft } from './steps/confirm';

/** How a copied build's step server serves its remote entry. */
interface Serving {
  /** Every n-th request for it answers 503. */
  failEvery?: number;
  /** Every request for it waits this long first. */
  delayMs?: number;
}

export interface StepServer {
  url: string;
  root: string;
  /**
   * The run's build of `step` (or the build folder `source`) copied into a version folder whose build id is `build`,
   * with its step.json's canary.
   */
  copy(step: string, build: string, canary: Record<string, unknown>, serving?: Serving, source?: string): string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

export async function stepServer(): Promise<StepServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'greencard-canary-builds-'));
  const servings = new Map<string, Serving & { requests: number }>();
  const server: Server = createServer((request, response) => {
    const file = decodeURIComponent(new URL(request.url ?? '/', 'http://step').pathname);
    const [folder, name] = file.split('/').filter(Boolean);
    const serving = folder && name === 'remoteEntry.js' ? servings.get(folder) : undefined;
    const answer = () => {
      if (serving?.failEvery && ++serving.requests % serving.failEvery === 0) return response.writeHead(503).end();
      let body: Buffer;
      try {
        body = readFileSync(path.join(root, path.normalize(file)));
      } catch {
        return response.writeHead(404).end();
      }
      return response
        .writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
        })
        .end(body);
    };
    if (serving?.delayMs) setTimeout(answer, serving.delayMs);
    else answer();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    copy(
      step,
      build,
      canary,
      serving = {},
      source = path.join(ROOT, `mf-${step}`, 'dist', path.basename(remoteUrls()[step] as string)),
    ) {
      const version = path.basename(source).split('+')[0] as string;
      const folder = `${version}+${build}`;
      const target = path.join(root, folder);
      cpSync(source, target, { recursive: true });
      const manifestFile = path.join(target, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      manifest.metaData.greencard.build = build;
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const stepFile = path.join(target, 'step.json');
      writeFileSync(stepFile, JSON.stringify({ ...JSON.parse(readFileSync(stepFile, 'utf8')), canary }));
      servings.set(folder, { ...serving, requests: 0 });
      return folder;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a synthetic buyer does around its build: the journey that brings it to the step, and what the build's code does. */
interface BuyerActs {
  /**
   * The journey to a step that needs it, as the shop sees it: a loyalty customer's signed partner link (a step for
   * loyalty customers) and a draft the insurer made in the buyer's session (a step past the contract).
   */
  journey?: { loyaltyCustomer?: string; draft?: boolean };
  /** Each call of the build (its manifest URL) on its page: its path under /api, with its query. */
  calls?: (manifest: string) => string[];
  /** The build's code throws as it mounts (its remote entry loads): its page reports the step failed to load. */
  mountThrows?: (manifest: string) => boolean;
  /** The next step's first insurer call, in the buyer's session, once the step worked: `next(contract id)`. */
  next?: (contract?: number) => { method: string; path: string; body?: unknown };
}

/** The session cookie a buyer's answers keep setting (the last one is the session), and any other, as a Cookie header. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    take(answer: Response) {
      for (const cookie of answer.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

let offer: Promise<{ tariff: number }> | undefined;
/** The offer a synthetic buyer's draft is for: the sandbox's first of cars, Europe, a month. */
const anOffer = () =>
  (offer ??= insurer<Array<{ tariff: number }>>(
    'GET',
    '/green/search?area=EUROPE&type=A&period=ONE_MONTH&customerCategory=NATURAL',
  ).then(([first]) => {
    if (!first) throw new Error('the sandbox offered no product');
    return first;
  }));

/**
 * One buyer: the journey to the step (the loyalty link to the step's page at `pagePath`, a draft), the page, then as
 * the page does in it: its arrival at the step, its build's remote entry, its report (a failed load, or its LCP), the
 * build's insurer calls and the next step's first call. Answers the build it got.
 */
export async function syntheticBuyer(
  shop: string,
  step: string,
  pagePath: string,
  { journey = {}, calls = () => [], mountThrows = () => false, next }: BuyerActs = {},
): Promise<string> {
  const started = performance.now();
  const jar = cookieJar();
  const sameOrigin = () => ({ cookie: jar.header(), 'sec-fetch-site': 'same-origin' });
  let address = pagePath;
  if (journey.loyaltyCustomer) {
    const link = await fetch(`${shop}${loyaltyLink(journey.loyaltyCustomer, { path: pagePath })}`, {
      redirect: 'manual',
    });
    jar.take(link);
    address = link.headers.get('location') ?? pagePath;
  }
  const page = await fetch(`${shop}${address}`, { headers: { cookie: jar.header() } });
  jar.take(page);
  const html = await page.text();
  const config = JSON.parse(/id="shop-config"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  const manifestUrl: string = config.remotes[step].manifest;
  let contract: number | undefined;
  if (journey.draft) {
    const phone = `+38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const orderNumber = 1_000_000_000 + Math.floor(Math.random() * 8_999_999_999);
    const drafted = await fetch(`${shop}/api/green/save/draft`, {
      method: 'POST',
      headers: { ...sameOrigin(), 'content-type': 'application/json' },
      body: JSON.stringify(snakeDraft(await anOffer(), phone, orderNumber)),
    });
    if (!drafted.ok) throw new Error(`a draft answered ${drafted.status}: ${await drafted.text()}`);
    jar.take(drafted);
    contract = ((await drafted.json()) as { data: { id: number } }).data.id;
  }
  const report = async (body: unknown) => {
    const answer = await fetch(`${shop}/page-reports`, {
      method: 'POST',
      headers: { ...sameOrigin(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (answer.status !== 204) throw new Error(`a page report answered ${answer.status}`);
  };
  await report({ page: pagePath, arrived: step });
  const manifest = await (await fetch(manifestUrl)).json();
  const entry = await fetch(new URL(manifest.metaData.remoteEntry.name, manifestUrl));
  await entry.arrayBuffer();
  if (!entry.ok || mountThrows(manifestUrl)) {
    await report({ page: pagePath, problem: { kind: 'step_load_failed', where: step } });
    return manifestUrl;
  }
  await report({ page: pagePath, vital: { name: 'LCP', value: Math.round(performance.now() - started) } });
  for (const call of calls(manifestUrl))
    await (await fetch(`${shop}/api${call}`, { headers: sameOrigin() })).arrayBuffer();
  if (next) {
    const { method, path: callPath, body } = next(contract);
    const answer = await fetch(`${shop}/api${callPath}`, {
      method,
      headers: { ...sameOrigin(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await answer.arrayBuffer();
  }
  return manifestUrl;
}

/**
 * A buyer of the points step: a loyalty customer with a contract, as the shop checks before it counts one; the points
 * step makes no call of its own here, and the payment step's first is the buyer going on.
 */
export const pointsBuyer = (shop: string, acts: Pick<BuyerActs, 'mountThrows'> = {}) =>
  syntheticBuyer(shop, 'points', '/en/points', {
    journey: { loyaltyCustomer: 'LC-1001', draft: true },
    next: (contract) => ({ method: 'POST', path: '/confirmContractPayment', body: { contract_id: contract } }),
    ...acts,
  });

/**
 * Buyers, `parallel` at a time, until `done` answers true (checked between buyers) or `most` have come. Answers how
 * many came.
 */
export async function buyersUntil(
  buyer: () => Promise<unknown>,
  done: () => Promise<boolean>,
  { most, parallel = 4 }: { most: number; parallel?: number },
) {
  let came = 0;
  let finished = false;
  const lane = async () => {
    while (!finished && came < most) {
      came++;
      await buyer();
      if (await done()) finished = true;
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return came;
}
