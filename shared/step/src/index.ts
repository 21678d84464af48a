export { createStepLifecycle, type StepDefinition } from './lifecycle';
export { reportHydrationError } from './hydration/reportHydrationError';
export { BrowserOnly, useBrowserOnly } from './browserOnly';
export { useInsurerClient, useShopConfig, type StepServices } from './context';
export { useInsurerAnswer } from './calls/useInsurerAnswer';
export { useInsurerAction } from './calls/useInsurerAction';
export type { CompanyInfo, ShopConfig } from './config';
export { StepFailure } from './StepRoot';
export {
  announcePageProblem,
  PAGE_PROBLEM_EVENT,
  PAGE_PROBLEMS,
  type PageProblem,
  type PageProblemKind,
} from './pageProblems';
export { reloadForStaleChunk } from './staleChunk';
export { useLocale } from './useLocale';
export { usePathname, useStepPath, ServerPathnameProvider, subscribeToAddress } from './usePathname';
export { redirectToStart, takeJourneyNotice, type JourneyNotice } from './journeyNotice';
export { useServerClock, useSignDeadline, type SignDeadline } from './serverClock/useServerClock';
