import { useEffect, useReducer } from 'react';

/** Seconds left as mm:ss (rules §4: the resend countdown); never negative, fractions rounded up. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const TICK_MS = 250;

/**
 * Whole seconds until deadline (ms since the epoch), updated as time passes; 0 once it is reached or when
 * there is none. Read from the clock at every render rather than decremented, so it is right after a reload, a tab
 * that slept or a new deadline, from the very render that brings it.
 */
export function useSecondsLeft(deadline: number | null, now: () => number = Date.now): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now()) / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

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

export interface CountdownProps {
  /** Seconds left. */
  seconds: number;
  /** Said before the time, e.g. 'Resend in'. */
  label?: string;
  className?: string;
}

/** A running time as mm:ss. role=timer is not read out at every tick, only when the buyer looks. */
export function Countdown({ seconds, label, className }: CountdownProps) {
  return (
    <span className={['gc-countdown', className].filter(Boolean).join(' ')} role="timer" aria-atomic="true">
      {label ? `${label} ` : null}
      <span className="gc-countdown__time">{formatCountdown(seconds)}</span>
    </span>
  );
}
