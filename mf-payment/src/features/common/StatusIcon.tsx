export type StatusTone = 'done' | 'failed' | 'waiting';

/** The marks inside the circle: a tick, a cross, clock hands. Drawn here, still, so a screenshot is the same each time. */
const MARKS: Record<StatusTone, string> = {
  done: 'M10 16.5l4 4 8-9',
  failed: 'M11.5 11.5l9 9M20.5 11.5l-9 9',
  waiting: 'M16 9.5V16l4.5 3',
};

/** The status at a glance; decorative, since the panel says it in words. */
export function StatusIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg
      className="payment-status__icon"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path
        d={MARKS[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
