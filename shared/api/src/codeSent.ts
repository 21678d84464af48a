// What the two steps that send a code (the contract step, which sends the first, and the confirm step) both read of
// its answer, each through a schema of its own.

/**
 * What a GET /sendCode answer tells beyond "sent" (rules D4): the send time and the pause before another code, when
 * the insurer gives them (the sandbox does). Without them the journey counts from the insurer's time the answer came
 * and waits the step's own pause (rules §9).
 */
export interface CodeSent {
  sentAt?: string;
  resendAfterSeconds?: number;
}

/** When the code was sent, on the insurer's clock: its answer's time, else the insurer's time the answer came. */
export const codeSentAt = (sent: CodeSent, insurerNow: number): string =>
  sent.sentAt ?? new Date(insurerNow).toISOString();
