import { useCallback } from 'react';
import { isApiError } from '@greencard/api';
import { roundMoney } from '@greencard/domain';
import { navigateToNextStep } from '@greencard/i18n';
import { pointsApplied, useShopDispatch } from '@greencard/store';
import { useInsurerAction, useLocale } from '@greencard/step';
import { reservedOutcome } from './amounts';
import { nextAfterAmount } from './nextAfterAmount';
import { amountChangeRequested, secretAccepted, secretRequested, secretSent } from './pointsState';
import type { PointsSession } from './usePointsSession';
import { pointsErrorKey, type PointsErrorKey } from '../balance/pointsError';
import { loyaltyCheckSecret, loyaltyRelease, loyaltySendSecret, type LoyaltyOrder } from './orderCall';
import { secretCountdown } from './resendCountdown';

export interface RedemptionTarget {
  customerId: string;
  contractId: number;
  /** The premium: what the buyer pays without points. */
  premium: number;
}

const NOT_FOUND = 404;

/** Why an action could not go on: a points error of the catalogue, or a new secret that must wait for the countdown. */
export type RedemptionProblem = PointsErrorKey | 'waitForResend';

/**
 * The buyer's actions on the points step, each call to the insurer one at a time (useInsurerAction: a double click
 * sends one request, nothing happens after the page is gone). Each resolves to undefined when it went on (or did
 * not start), or the problem to show; the journey learns the outcome only through pointsApplied, and the buyer moves
 * on to the next step in place of this page, so Back does not return to a secret that is used up. `now` is the insurer's
 * time; `secondsToResend` the last secret's countdown.
 */
export function useRedemption(
  { customerId, contractId, premium }: RedemptionTarget,
  { now, secondsToResend, session }: { now: () => number; secondsToResend: number; session: PointsSession },
) {
  const sending = useInsurerAction((client, order: LoyaltyOrder) => loyaltySendSecret(client, order)).run;
  const checking = useInsurerAction((client, order: LoyaltyOrder, secret: string) =>
    loyaltyCheckSecret(client, order, secret),
  ).run;
  const releasing = useInsurerAction((client) => loyaltyRelease(client, { customerId, contractId })).run;
  const shopDispatch = useShopDispatch();
  const locale = useLocale();
  const { dispatch } = session;
  const paidByPoints = session.state?.paidByPoints ?? null;

  const goOn = useCallback(
    (used: number, amountToPay: number) => {
      shopDispatch(pointsApplied({ used, amountToPay }));
      navigateToNextStep('points', locale, { replace: true });
    },
    [shopDispatch, locale],
  );

  const send = useCallback(
    async (points: number): Promise<RedemptionProblem | undefined> => {
      const sent = await sending({ customerId, contractId, paidByPoints: points });
      if (!sent) return undefined;
      if (!sent.ok) return pointsErrorKey(sent.error);
      dispatch(secretSent({ paidByPoints: points, ...secretCountdown(sent.value, now()) }));
      return undefined;
    },
    [sending, customerId, contractId, dispatch, now],
  );

  /**
   * Going on without points. Points reserved for this contract earlier (the buyer confirmed a withdrawal, came back
   * and chose to pay in full) are released first, or the insurer would refuse a payment of the full premium; the
   * release also cancels payments opened for the old amount. The insurer's figures say what is due now. A failed
   * release keeps the buyer here, with everything typed; but a loyalty customer the insurer does not know (404) can
   * have nothing reserved, and a buyer who came with a wrong partner link must still be able to pay in full. The same
   * holds when the shop's server does not count this browser as that customer (403, loyaltyNotProved, e.g. a stored
   * id whose session has ended, or sessionMismatch): no points can have been reserved through it.
   */
  const payInFull = useCallback(async (): Promise<RedemptionProblem | undefined> => {
    const released = await releasing();
    if (!released) return undefined;
    if (released.ok) {
      goOn(released.value.reserved, released.value.amountToPay);
      return undefined;
    }
    const { error } = released;
    if (
      isApiError(error) &&
      (error.status === NOT_FOUND || error.key === 'loyaltyNotProved' || error.key === 'sessionMismatch')
    ) {
      goOn(0, roundMoney(premium));
      return undefined;
    }
    return pointsErrorKey(error);
  }, [releasing, premium, goOn]);

  /** The amount form's submit: `points` is the valid entry in UAH. */
  const submitAmount = useCallback(
    async (points: number): Promise<RedemptionProblem | undefined> => {
      switch (nextAfterAmount(points, { paidByPoints, secondsToResend })) {
        case 'payFullPrice':
          return payInFull();
        case 'reuseSecret':
          dispatch(secretRequested());
          return undefined;
        case 'waitForResend':
          return 'waitForResend';
        case 'sendSecret':
          return send(points);
      }
    },
    [paidByPoints, secondsToResend, payInFull, dispatch, send],
  );

  /** The secret form's submit: reserves the points and moves on with the insurer's figures. */
  const checkSecret = useCallback(
    async (secret: string): Promise<RedemptionProblem | undefined> => {
      if (paidByPoints === null) return 'pointsDefault';
      const checked = await checking({ customerId, contractId, paidByPoints }, secret.trim());
      if (!checked) return undefined;
      if (!checked.ok) return pointsErrorKey(checked.error);
      dispatch(secretAccepted());
      const { used, amountToPay } = reservedOutcome(checked.value, paidByPoints, premium);
      goOn(used, amountToPay);
      return undefined;
    },
    [checking, customerId, contractId, paidByPoints, premium, dispatch, goOn],
  );

  /** Sends the secret for the same amount again (allowed once the countdown is over). */
  const resend = useCallback(
    async (): Promise<RedemptionProblem | undefined> => (paidByPoints === null ? 'pointsDefault' : send(paidByPoints)),
    [paidByPoints, send],
  );

  const changeAmount = useCallback(() => dispatch(amountChangeRequested()), [dispatch]);

  return { submitAmount, checkSecret, resend, changeAmount, skip: payInFull };
}
