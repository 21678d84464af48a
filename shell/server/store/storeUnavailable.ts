// Redis could not be reached: the calls that need it are refused with 503, and everything the buyer typed stays in
// their page, which offers to try again (docs/shop-server.md, section 3: the limits fail closed).

const STORE_UNAVAILABLE = 'STORE_UNAVAILABLE' as const;

/** The error of a Redis command that could not reach Redis: the error handler answers it STORE_UNAVAILABLE_ANSWER. */
export class StoreUnavailable extends Error {
  readonly statusCode = 503;
  readonly code = STORE_UNAVAILABLE;
}

/** What a Redis command answers, or a StoreUnavailable error when Redis cannot be reached. */
export const unlessUnavailable = <T>(command: Promise<T>): Promise<T> =>
  command.catch((cause: unknown) => {
    throw new StoreUnavailable('The shop cannot reach its shared store', { cause });
  });

/** What the buyer's page gets: a clear sentence, and when to try again. */
export const STORE_UNAVAILABLE_ANSWER = {
  message: 'The shop cannot check its limits right now; nothing was sent. Try again in a minute.',
  errorCode: STORE_UNAVAILABLE,
  retryAfterSeconds: 30,
} as const;
