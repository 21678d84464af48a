import { announcePageProblem } from '../pageProblems';

/** What a report starts with: the end-to-end tests fail a page on any console error that carries it. */
export const HYDRATION_ERROR = 'Hydration mismatch';

/**
 * React's onRecoverableError for a root that takes over server HTML. Production React repairs a mismatch by rendering
 * afresh and says nothing; the page then paints twice and may shift. Said on the console, it is seen in testing.
 */
export const reportHydrationError =
  (where: string) =>
  (error: unknown): void => {
    console.error(`${HYDRATION_ERROR} in ${where}:`, error);
    announcePageProblem({ kind: 'hydration_mismatch', where });
  };
