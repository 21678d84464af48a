import { useTranslation } from '@greencard/i18n';
import { selectJourney, useShopSelector } from '@greencard/store';
import { useLocale } from '@greencard/step';
import { Button, ErrorMessage, Loading } from '@greencard/ui';
import { ContractLine } from '../common/ContractLine';
import { PageColumn } from '../common/PageColumn';
import { PageHeading } from '../common/PageHeading';
import { StartAgainLink } from '../common/StartAgainLink';
import { StatusPanel } from '../common/StatusPanel';
import { StepLink } from '../common/StepLink';
import { SupportContacts } from '../fail/SupportContacts';
import { pendingText } from '../outcome/outcome';
import type { ReturnVisit } from '../routing/resolvePage';
import { knownContractNumber } from './knownContractNumber';
import { returnFailure, type ReturnFailure } from './returnFailure';
import { useConfirmPayment } from './useConfirmPayment';

/**
 * Where a provider or the bank sends the buyer back (/easyPayCallBack, /portmoneCallBack, the bank's return): a
 * status panel says whether the payment is being checked, waits for the bank or could not be confirmed, with the
 * contract's number when the page knows it, and the way on. Every text here is the shop's own (see
 * returnFailure): nothing from the query or the insurer's refusal is shown.
 */
export function ProviderReturnPage({ visit }: { visit: ReturnVisit }) {
  const { t } = useTranslation(['payment', 'common']);
  const journey = useShopSelector(selectJourney);
  const { state, confirm, contractId } = useConfirmPayment(visit);
  const failure = state.error ? returnFailure(state.error) : undefined;
  const message = failure ? t(failure.message) : null;
  const number = knownContractNumber(contractId, state.contractNumber, journey);

  if (contractId === undefined) return <UnknownContract />;

  if (state.pending) {
    const pending = pendingText(visit.provider);
    return (
      <PageColumn kind="return">
        <PageHeading>{t('confirming.pendingTitle')}</PageHeading>
        <StatusPanel tone="waiting" status={t(pending.status)}>
          <p>{t(pending.text)}</p>
          <ContractLine number={number} />
        </StatusPanel>
        <ErrorMessage>{message}</ErrorMessage>
        <p className="payment-actions">
          <Button onClick={() => void confirm()} busy={state.checking}>
            {t('confirming.checkAgain')}
          </Button>
        </p>
      </PageColumn>
    );
  }

  const failed = failure !== undefined && !state.checking;
  return (
    <PageColumn kind="return">
      <PageHeading>{t('confirming.title')}</PageHeading>
      <StatusPanel tone={failed ? 'failed' : 'waiting'} status={t(failed ? 'status.notConfirmed' : 'status.checking')}>
        <Loading active={state.checking} label={t('confirming.checking')} />
        <ErrorMessage>{message}</ErrorMessage>
        <ContractLine number={number} />
      </StatusPanel>
      {failure && failed ? <WaysOn failure={failure} onRetry={() => void confirm()} /> : null}
    </PageColumn>
  );
}

function WaysOn({ failure, onRetry }: { failure: ReturnFailure; onRetry: () => void }) {
  const { t } = useTranslation(['payment', 'common']);
  const locale = useLocale();
  if (failure.next === 'start') {
    return (
      <>
        <p className="payment-actions">
          <StartAgainLink locale={locale} className="gc-button gc-button--primary">
            {t('startAgain')}
          </StartAgainLink>
        </p>
        <SupportContacts />
      </>
    );
  }
  // Asking again is the main way on when it can help; otherwise going back to pay is.
  return (
    <p className="payment-actions">
      {failure.retry ? <Button onClick={onRetry}>{t('common:retry')}</Button> : null}
      <StepLink
        to="/payment"
        locale={locale}
        className={`gc-button ${failure.retry ? 'gc-button--secondary' : 'gc-button--primary'}`}
      >
        {t('confirming.backToPayment')}
      </StepLink>
    </p>
  );
}

/** Neither the return address nor the journey names a contract: there is nothing to ask the insurer about. */
function UnknownContract() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  return (
    <PageColumn kind="return">
      <PageHeading>{t('confirming.title')}</PageHeading>
      <StatusPanel tone="failed" status={t('status.unknownContract')}>
        <p>{t('confirming.noContract')}</p>
      </StatusPanel>
      <p className="payment-actions">
        <StartAgainLink locale={locale} className="gc-button gc-button--primary">
          {t('startAgain')}
        </StartAgainLink>
      </p>
      <SupportContacts />
    </PageColumn>
  );
}
