import { useCallback } from 'react';
import { isApiError, type LoyaltySecretSent } from '@greencard/api';
import { roundMoney } from '@greencard/domain';
import { navigateToStep } from '@greencard/i18n';
import { pointsApplied, useShopDispatch, useShopSelector } from '@greencard/store';
import { useApi, useLocale } from '@greencard/step';
import { nextAfterAmount } from './nextAfterAmount';
import { amountChangeRequested, secretAccepted, secretRequested, secretSent, selectPointsStep } from './pointsSlice';
import { pointsErrorKey, type PointsErrorKey } from '../balance/pointsError';
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
 * The buyer's actions on the points step. Each resolves to undefined when it went on, or the problem to show;
 * the journey learns the outcome only through pointsApplied, and the buyer moves on to payment in place of this
 * page, so Back does not return to a secret that is used up. `now` is the insurer's time; `secondsToResend` the
 * last secret's countdown.
 */
export function useRedemption(
  { customerId, contractId, premium }: RedemptionTarget,
  { now, secondsToResend }: { now: () => number; secondsToResend: number },
) {
  const api = useApi();
  const dispatch = useShopDispatch();
  const locale = useLocale();
  const { paidByPoints } = useShopSelector(selectPointsStep);

  const toPayment = useCallback(
    (used: number, amountToPay: number) => {
      dispatch(pointsApplied({ used, amountToPay }));
      navigateToStep('payment', locale, { replace: true });
    },
    [dispatch, locale],
  );

  const send = useCallback(
    async (points: number): Promise<RedemptionProblem | undefined> => {
      let answer: LoyaltySecretSent;
      try {
        answer = await api.loyaltySendSecret({ customerId, contractId, paidByPoints: points });
      } catch (error) {
        return pointsErrorKey(error);
      }
      dispatch(secretSent({ paidByPoints: points, ...secretCountdown(answer, now()) }));
      return undefined;
    },
    [api, customerId, contractId, dispatch, now],
  );

  /**
   * Going on without points. Points reserved for this contract earlier (the buyer confirmed a withdrawal, came back
   * and chose to pay in full) are released first, or the insurer would refuse a payment of the full premium; the
   * release also cancels payments opened for the old amount. The insurer's figures say what is due now. A failed
   * release keeps the buyer here, with everything typed; but a loyalty customer the insurer does not know (404) can
   * have nothing reserved, and a buyer who came with a wrong partner link must still be able to pay in full. The same
   * holds when the shop's server does not count this browser as that customer (403, sessionMismatch, e.g. a stored
   * id from before its session cookie): no points can have been reserved through it.
   */
  const payInFull = useCallback(async (): Promise<RedemptionProblem | undefined> => {
    try {
      const released = await api.loyaltyRelease({ customerId, contractId });
      toPayment(released.reserved, released.amountToPay);
      return undefined;
    } catch (error) {
      if (isApiError(error) && (error.status === NOT_FOUND || error.key === 'sessionMismatch')) {
        toPayment(0, roundMoney(premium));
        return undefined;
      }
      return pointsErrorKey(error);
    }
  }, [api, customerId, contractId, premium, toPayment]);

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
      try {
        const reserved = await api.loyaltyCheckSecret({ customerId, contractId, paidByPoints }, secret.trim());
        dispatch(secretAccepted());
        toPayment(reserved.reserved, reserved.amountToPay);
        return undefined;
      } catch (error) {
        return pointsErrorKey(error);
      }
    },
    [api, customerId, contractId, paidByPoints, dispatch, toPayment],
  );

  /** Sends the secret for the same amount again (allowed once the countdown is over). */
  const resend = useCallback(
    async (): Promise<RedemptionProblem | undefined> => (paidByPoints === null ? 'pointsDefault' : send(paidByPoints)),
    [paidByPoints, send],
  );

  const changeAmount = useCallback(() => dispatch(amountChangeRequested()), [dispatch]);

  return { submitAmount, checkSecret, resend, changeAmount, skip: payInFull };
}
