import { useState } from 'react';
import { roundMoney } from '@greencard/domain';
import { apiErrorText, useTranslation } from '@greencard/i18n';
import { useServerClock } from '@greencard/step';
import { Button, ErrorMessage, Loading, useResendSeconds } from '@greencard/ui';
import { PointsSummary } from '../balance/PointsSummary';
import { useBalance } from '../balance/useBalance';
import { additionalPayment, enteredPoints, redeemableLimit } from './amounts';
import { AmountForm } from './AmountForm';
import { amountEntered, secretEntered, type PointsState } from './pointsState';
import { SecretForm } from './SecretForm';
import { SkipAction } from './SkipAction';
import { usePointsSession } from './usePointsSession';
import { useRedemption, type RedemptionTarget } from './useRedemption';

/** The balance, the amount to withdraw, its one-time secret and the way to skip: the points step's one task. */
export function Redemption({ target }: { target: RedemptionTarget }) {
  // The secret's countdown runs on the insurer's clock; until it is known the forms wait, so a resend never opens
  // early on a buyer's clock that runs ahead.
  const clock = useServerClock();
  const session = usePointsSession(target.contractId);
  const { state } = session;
  const balance = useBalance(target.customerId, target.contractId);
  const timer = useResendSeconds(state?.secretSentAt ?? null, state?.secretResendSeconds ?? 0, clock.now);
  const actions = useRedemption(target, { now: clock.now, secondsToResend: timer, session });
  const { t } = useTranslation(['points', 'common']);
  const clockKnown = clock.status !== 'measuring';

  return (
    <>
      <Loading active={state === null || balance.status === 'loading' || !clockKnown} />
      {balance.status === 'failed' ? (
        <div className="points__failure">
          <ErrorMessage>{apiErrorText(t, { key: balance.problem })}</ErrorMessage>
          <Button variant="secondary" onClick={balance.retry}>
            {t('common:retry')}
          </Button>
        </div>
      ) : null}
      {state !== null && balance.status === 'ready' && clockKnown ? (
        <Redeem
          state={state}
          onAmountInput={(input) => session.dispatch(amountEntered(input))}
          onSecretInput={(secret) => session.dispatch(secretEntered(secret))}
          timer={timer}
          premium={target.premium}
          balance={balance.balance.balance}
          limit={redeemableLimit(target.premium, balance.balance.balance, balance.balance.redeemable)}
          actions={actions}
        />
      ) : null}
      <SkipAction onSkip={actions.skip} />
    </>
  );
}

interface RedeemProps {
  state: PointsState;
  onAmountInput: (input: string) => void;
  onSecretInput: (secret: string) => void;
  /** Seconds until a new secret may be sent (0 when it may be sent now). */
  timer: number;
  premium: number;
  balance: number;
  limit: number;
  actions: ReturnType<typeof useRedemption>;
}

function Redeem({ state, onAmountInput, onSecretInput, timer, premium, balance, limit, actions }: RedeemProps) {
  // Set when the buyer leaves the secret for the amount, so the cursor follows them there.
  const [backToAmount, setBackToAmount] = useState(false);
  const secretFor = state.sendOtp ? state.paidByPoints : null;
  const toWithdraw = secretFor ?? enteredPoints(state.pointsToUseInput, limit) ?? 0;
  const rest =
    secretFor === null ? additionalPayment(premium, state.pointsToUseInput, limit) : roundMoney(premium - secretFor);

  return (
    <>
      <PointsSummary
        premium={premium}
        balance={balance}
        redeemable={limit}
        toWithdraw={toWithdraw}
        additionalPayment={rest}
      />
      {secretFor === null ? (
        <AmountForm
          limit={limit}
          input={state.pointsToUseInput}
          onInput={onAmountInput}
          timer={timer}
          onSubmit={actions.submitAmount}
          focusOnMount={backToAmount}
        />
      ) : (
        <SecretForm
          // A new secret is a new entry: the form starts over, empty (secretSent) and focused.
          key={state.secretSentAt}
          paidByPoints={secretFor}
          timer={timer}
          secret={state.secretInput}
          onSecretInput={onSecretInput}
          onCheck={actions.checkSecret}
          onResend={actions.resend}
          onChangeAmount={() => {
            setBackToAmount(true);
            actions.changeAmount();
          }}
        />
      )}
    </>
  );
}
