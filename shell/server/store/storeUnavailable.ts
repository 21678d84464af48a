// Redis could not be reached: the calls that need it are refused with 503, and everything the buyer typed stays in
// their page, which offers to try again (docs/shop-server.md, section 3: the limits fail closed).

const STORE_UNAVAILABLE = 'STORE_UNAVAILABLE' as const;

export interface StoreUnavailable extends Error {
  statusCode: 503;
  code: typeof STORE_UNAVAILABLE;
}

/** What a Redis command answers, or a StoreUnavailable error when Redis cannot be reached. */
export const unlessUnavailable = <T>(command: Promise<T>): Promise<T> =>
  command.catch((cause: unknown) => {
    throw Object.assign(new Error('The shop cannot reach its shared store', { cause }), {
      statusCode: 503 as const,
      code: STORE_UNAVAILABLE,
    });
  });

export const isStoreUnavailable = (error: unknown): error is StoreUnavailable =>
  !!error && typeof error === 'object' && (error as { code?: unknown }).code === STORE_UNAVAILABLE;

/** What the buyer's page gets: a clear sentence, and when to try again. */
export const STORE_UNAVAILABLE_ANSWER = {
  message: 'The shop cannot check its limits right now; nothing was sent. Try again in a minute.',
  errorCode: STORE_UNAVAILABLE,
  retryAfterSeconds: 30,
} as const;
