// POST /page-reports: what buyers' pages report about themselves (their vitals, a step that failed to load, a
// hydration mismatch, a reload for a stale chunk, their arrival at a step), checked and added to the metrics
// (docs/operations.md) and told to the canary, which weighs it by who sent it (canary/canaryBuyers.ts). A report
// names a page; the server finds its page in the registry's route table and the build of the step that owns it,
// so every label is from a closed list, whatever a browser sends. Only the shop's own pages report (a browser says
// where a request comes from), and a problem counts once per session (or client, before a session) and ten minutes,
// so that a few posts cannot trip the ShopStepFailsToLoad alert, which counts distinct buyers' pages.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_PROBLEMS, type PageProblemKind } from '@greencard/step';
import { isStepName } from '@greencard/step-contract/stepName';
import { routeAt } from '../../src/routing/routeTable';
import type { ParsedRegistry } from '../registry/registry';
import { isFromAnotherSite } from '../gateway/sameOrigin';
import { perClientLimit } from '../limits/clientLimit';
import type { Counters } from '../store/counters';
import type { ShopMetrics } from './metrics';
import { keptBuyerView } from '../share/keptBuyerView';
import { stepBuildFor } from './stepBuild';
import type { CanaryCounts } from '../canary/shopCanary';
import { isObject } from '@greencard/step-contract';

export const PAGE_REPORTS_PATH = '/page-reports';

/** A report is one vital or one problem: far below this. */
const BODY_LIMIT_BYTES = 1024;

/** The most a real vital may be (CLS a score, the others ms): a longer one is a page left open, not a measure. */
const VITAL_MAX: Readonly<Record<string, number>> = { LCP: 120_000, INP: 60_000, TTFB: 120_000, CLS: 100 };

export interface PageReportsOptions {
  metrics: ShopMetrics;
  readRegistry: () => Promise<ParsedRegistry>;
  /** Reports per client and minute: a page sends about five. */
  perMinute: number;
  /** Which buyers' pages already reported a problem (memory, or Redis shared by the replicas). */
  counters: Counters;
  /** Counts the buyers of the steps under a canary (docs/step-release.md); nothing without. */
  canary?: CanaryCounts;
}

/** The problems a canary judges a build by (a reload for a stale chunk is the shop's release, not the build). */
const TALLIED_PROBLEMS: Partial<Record<PageProblemKind, 'loadFailed' | 'hydrationMismatch'>> = {
  step_load_failed: 'loadFailed',
  hydration_mismatch: 'hydrationMismatch',
};

/** How long one buyer's report of a problem stands for every report of it from that buyer. */
const PROBLEM_WINDOW_MS = 10 * 60_000;

type Checked =
  | { page: string; vital: { name: string; value: number } }
  | { page: string; problem: { kind: PageProblemKind; where: string } }
  /** The page arrived at a step (the shell loads it): how a buyer who got there inside the page is counted. */
  | { page: string; arrived: string };

/** The report, if it is one a page of this shell sends; undefined for anything else. */
export function checkReport(body: unknown): Checked | undefined {
  if (!isObject(body) || typeof body.page !== 'string' || !body.page.startsWith('/') || body.page.length > 300)
    return undefined;
  const { page, vital, problem, arrived } = body;
  const kinds = [vital, problem, arrived].filter((part) => part !== undefined).length;
  if (kinds !== 1) return undefined;
  if (arrived !== undefined) return isStepName(arrived) ? { page, arrived } : undefined;
  if (isObject(vital)) {
    const { name, value } = vital;
    if (typeof name !== 'string' || typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
    const max = VITAL_MAX[name];
    return max !== undefined && value <= max ? { page, vital: { name, value } } : undefined;
  }
  if (isObject(problem)) {
    const { kind, where } = problem;
    if (!PAGE_PROBLEMS.includes(kind as PageProblemKind) || typeof where !== 'string') return undefined;
    return { page, problem: { kind: kind as PageProblemKind, where } };
  }
  return undefined;
}

export function pageReports(app: FastifyInstance, options: PageReportsOptions) {
  const { metrics } = options;

  /** The page's template (its path in the route table, or "not_found") and the step that owns it, with its build. */
  async function pageOf(request: FastifyRequest, pathname: string, where?: string) {
    const { registry, routes } = keptBuyerView(await options.readRegistry(), request);
    const route = routeAt(routes, pathname).route;
    const page = route ? route.path : 'not_found';
    // Its own step only: `in` finds an object's own names too ("constructor"), which no label may be.
    const step = where !== undefined && Object.hasOwn(registry, where) ? where : (route?.owner ?? 'shell');
    return { page, step, build: stepBuildFor(step, registry) };
  }

  /** Counts one report: an arrival at a step, a vital, or a page problem (once per buyer and window). */
  async function count(request: FastifyRequest, report: Checked) {
    if ('arrived' in report) {
      await options.canary?.arrived(request, report.arrived);
    } else if ('vital' in report) {
      const labels = await pageOf(request, report.page);
      // The page's problems are exported at 0 first (its labels are closed lists): ShopStepFailsToLoad counts by
      // increase(), which sees no increase in a series that appears at 1 with its first problem.
      for (const kind of PAGE_PROBLEMS) metrics.pageProblems.inc({ kind, ...labels }, 0);
      const { name, value } = report.vital;
      if (name === 'CLS') metrics.layoutShift.observe(labels, value);
      else metrics.vitals.observe({ name, ...labels }, value / 1000);
      if (name === 'LCP' || name === 'INP')
        await options.canary?.reported(request, labels.step, { vital: name, ms: value });
    } else {
      const labels = await pageOf(request, report.page, report.problem.where);
      const who = request.buyerSession().id ?? normalizeIP(request.ip);
      const key = `page-problem:${report.problem.kind}:${labels.step}:${labels.build}:${who}`;
      const { count: reports } = await options.counters.add(key, PROBLEM_WINDOW_MS);
      if (reports === 1) metrics.pageProblems.inc({ kind: report.problem.kind, ...labels });
      const figure = TALLIED_PROBLEMS[report.problem.kind];
      if (figure) await options.canary?.reported(request, labels.step, { problem: figure });
    }
  }

  app.post(
    PAGE_REPORTS_PATH,
    { bodyLimit: BODY_LIMIT_BYTES, onRequest: perClientLimit(app, 'page-report', options.perMinute) },
    async (request, reply) => {
      if (isFromAnotherSite(request))
        return reply.code(403).send({ message: "Reports come from the shop's own pages" });
      const report = checkReport(request.body);
      if (!report) return reply.code(400).send({ message: 'Not a page report' });
      // The counters (and the canary's) are the shared store's: one that cannot be reached is refused clearly by the
      // error handler (errors.ts), as every call is.
      await count(request, report);
      return reply.code(204).send();
    },
  );
}
