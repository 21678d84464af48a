/**
 * How far the insurer's clock is ahead of the buyer's (ms; negative when behind), from one GET /serverTime. The
 * insurer read its clock somewhere between the request and the answer; comparing its time with the answer's
 * arrival takes the smallest offset that reading allows, so the insurer's time is never overestimated and a wait
 * counted on it (the pause before a new code) never ends before the insurer's own.
 */
export function clockOffset(serverNow: Date, answeredAt: number): number {
  return serverNow.getTime() - answeredAt;
}
