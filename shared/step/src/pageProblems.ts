// A problem a buyer's page had (a step that could not be loaded, a hydration mismatch, a reload for a stale chunk),
// announced on the window: the shell reports it to the shop server (docs/operations.md), whichever module hit it.

export const PAGE_PROBLEM_EVENT = 'greencard:page-problem';

export const PAGE_PROBLEMS = ['step_load_failed', 'hydration_mismatch', 'stale_chunk_reload'] as const;

export type PageProblemKind = (typeof PAGE_PROBLEMS)[number];

export interface PageProblem {
  kind: PageProblemKind;
  /** The step it happened in, or "shell". */
  where: string;
}

export function announcePageProblem(problem: PageProblem): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<PageProblem>(PAGE_PROBLEM_EVENT, { detail: problem }));
}
