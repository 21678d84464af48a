// Why the server refused an edit of the registry, as the closed list of reasons its metric counts
// (shop_registry_refused_total{reason}, docs/operations.md).
import { DROPPED_CHECK } from '@greencard/step-contract';

export type RefusalReason = 'malformed' | 'origin' | typeof DROPPED_CHECK | 'unmetUse' | 'build' | 'unreachable';

export const REFUSAL_REASONS: readonly RefusalReason[] = [
  'malformed',
  'origin',
  DROPPED_CHECK,
  'unmetUse',
  'build',
  'unreachable',
] satisfies RefusalReason[];

/** An error that refuses a registry for `reason`. */
export const refusal = (reason: RefusalReason, message: string): Error => Object.assign(new Error(message), { reason });

/** The reason an error (or one of its causes) gives; any other failure to read the registry is "malformed". */
export function refusalReason(error: unknown): RefusalReason {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { reason } = cause as { reason?: unknown };
    if (typeof reason === 'string' && (REFUSAL_REASONS as readonly string[]).includes(reason))
      return reason as RefusalReason;
  }
  return 'malformed';
}
