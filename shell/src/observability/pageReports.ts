// What a buyer's page tells the shop server about itself (docs/operations.md): its LCP, CLS, INP and TTFB (the
// web-vitals library, loaded once the page is idle, so it costs the first paint nothing), the problems a module
// announces (a step that could not be loaded, a hydration mismatch, a reload for a stale chunk) and each step the page
// arrives at (the shell loads it), which a step's canary counts its buyers by (docs/step-release.md). Each is one
// beacon, which outlives the page; a buyer saving data sends none.
import { PAGE_PROBLEM_EVENT, type PageProblem } from '@greencard/step';
import { connectionOf } from '../remotes/prefetch/connectionAllowsPrefetch';
import { afterLoadWhenIdle } from '../startup/afterLoadWhenIdle';

/** The shop server's endpoint for page reports (shell/server/observability/pageReports.ts). */
export const PAGE_REPORTS_URL = '/page-reports';

type VitalName = 'LCP' | 'CLS' | 'INP' | 'TTFB';

export type PageReport =
  | { page: string; vital: { name: VitalName; value: number } }
  | { page: string; problem: PageProblem }
  | { page: string; arrived: string };

const STEP_ARRIVAL_EVENT = 'greencard:step-arrival';

/** The page arrived at `step`: the shell is loading it, whether by the page the shop served or inside the page. */
export function announceStepArrival(step: string): void {
  window.dispatchEvent(new CustomEvent<string>(STEP_ARRIVAL_EVENT, { detail: step }));
}

interface ReportEnvironment {
  window: Window;
  /** The web-vitals library, fetched when asked. */
  loadVitals: () => Promise<Pick<typeof import('web-vitals'), 'onLCP' | 'onCLS' | 'onINP' | 'onTTFB'>>;
}

function send(win: Window, report: PageReport) {
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  win.navigator.sendBeacon?.(PAGE_REPORTS_URL, body);
}

/** Starts reporting for this page, nothing at all with Save-Data; answers how to stop hearing announcements. */
export function startPageReports({ window: win, loadVitals }: ReportEnvironment): () => void {
  // Save-Data: the browser's data saver, or the buyer's setting (docs/shop-server.md, section 4).
  if (connectionOf(win)?.saveData === true) return () => undefined;
  const page = () => win.location.pathname;
  const onProblem = (event: Event) => send(win, { page: page(), problem: (event as CustomEvent<PageProblem>).detail });
  const onArrival = (event: Event) => send(win, { page: page(), arrived: (event as CustomEvent<string>).detail });
  win.addEventListener(PAGE_PROBLEM_EVENT, onProblem);
  win.addEventListener(STEP_ARRIVAL_EVENT, onArrival);
  const measure = () =>
    loadVitals().then(
      ({ onLCP, onCLS, onINP, onTTFB }) => {
        const report = ({ name, value }: { name: VitalName; value: number }) =>
          send(win, { page: page(), vital: { name, value } });
        for (const measureVital of [onLCP, onCLS, onINP, onTTFB]) measureVital(report);
      },
      // The library could not be fetched (offline, a stale chunk): the page goes on unmeasured.
      () => undefined,
    );
  // Where there is no idle callback (Safari), a task right after the load event: the vitals are not put off longer.
  afterLoadWhenIdle(() => void measure(), win, 1);
  return () => {
    win.removeEventListener(PAGE_PROBLEM_EVENT, onProblem);
    win.removeEventListener(STEP_ARRIVAL_EVENT, onArrival);
  };
}
