// Synthetic buyers for the canary (e2e/tests/canary.spec.ts): HTTP requests that feed the shop server's counters exactly
// as a browser's page does, without a browser's CPU. A buyer's first page gives it a build of the step (the share's
// draw, kept in its session cookie); it then loads that build's remote entry from where the build is served, as the
// shell's step loader does (shell/src/remotes/registerSteps.ts); a load that fails is reported as the shell reports it
// (`step_load_failed`), a load that succeeds reports its LCP as the page's vitals do (shell/src/observability/
// pageReports.ts: the same JSON, to the same endpoint, as same-origin requests); the buyer then makes the step's own
// insurer calls through the shop's gateway to the sandbox, and goes on to the next step's page.
// And step builds copied from the run's build into version folders of their own, served by a step server that can
// fail or slow a build's remote entry: a build that fails to load, or is slower, for the reason a real one is.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { ROOT, remoteUrls } from './shop';

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
  /** The run's build of `step` copied into a version folder whose build id is `build`, with its step.json's canary. */
  copy(step: string, build: string, canary: Record<string, unknown>, serving?: Serving): string;
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
    copy(step, build, canary, serving = {}) {
      const source = path.join(ROOT, `mf-${step}`, 'dist', path.basename(remoteUrls()[step] as string));
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

/** What a build's code does that a synthetic buyer acts out: the insurer calls it makes on its page. */
interface BuyerCalls {
  /** Each call of the build (its manifest URL): its path under /api, with its query. */
  calls: (manifest: string) => string[];
}

/** The cookies an answer set, as a Cookie header. */
const cookiesOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * One buyer: the step's page at `pagePath`, its build's remote entry, its report (a failed load, or its LCP), its
 * insurer calls, and the next step's page. Answers the build it got.
 */
export async function syntheticBuyer(
  shop: string,
  step: string,
  pagePath: string,
  nextPath: string,
  { calls }: BuyerCalls = { calls: () => [] },
): Promise<string> {
  const started = performance.now();
  const page = await fetch(`${shop}${pagePath}`);
  const cookie = cookiesOf(page);
  const html = await page.text();
  const config = JSON.parse(/id="shop-config"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  const manifestUrl: string = config.remotes[step].manifest;
  const sameOrigin = { cookie, 'sec-fetch-site': 'same-origin' };
  const report = async (body: unknown) => {
    const answer = await fetch(`${shop}/page-reports`, {
      method: 'POST',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (answer.status !== 204) throw new Error(`a page report answered ${answer.status}`);
  };
  const manifest = await (await fetch(manifestUrl)).json();
  const entry = await fetch(new URL(manifest.metaData.remoteEntry.name, manifestUrl));
  await entry.arrayBuffer();
  if (!entry.ok) {
    await report({ page: pagePath, problem: { kind: 'step_load_failed', where: step } });
    return manifestUrl;
  }
  await report({ page: pagePath, vital: { name: 'LCP', value: Math.round(performance.now() - started) } });
  for (const call of calls(manifestUrl))
    await (await fetch(`${shop}/api${call}`, { headers: sameOrigin })).arrayBuffer();
  await (await fetch(`${shop}${nextPath}`, { headers: { cookie } })).arrayBuffer();
  return manifestUrl;
}

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
