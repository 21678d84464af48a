import { useSecondsLeft } from './useSecondsLeft';

/**
 * Whole seconds until another code may be sent: `pauseSeconds` after `sentAt` (ms since the epoch; null when none
 * was sent), read on the `now` clock, updated as time passes. Never more than the pause: the send time and `now` are
 * two readings of the insurer's clock, so the first may lie a moment after the second, and the countdown then holds
 * at the full pause rather than show more.
 */
export function useResendSeconds(sentAt: number | null, pauseSeconds: number, now?: () => number): number {
  const deadline = sentAt === null || Number.isNaN(sentAt) ? null : sentAt + pauseSeconds * 1000;
  return Math.min(pauseSeconds, useSecondsLeft(deadline, now));
}
