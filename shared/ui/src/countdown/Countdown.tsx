import { formatCountdown } from './formatCountdown';

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
