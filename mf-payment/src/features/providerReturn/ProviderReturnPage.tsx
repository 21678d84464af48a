import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { Button, ErrorMessage, Loading } from '@greencard/ui';
import { PageHeading } from '../common/PageHeading';
import { StartAgainLink } from '../common/StartAgainLink';
import { StepLink } from '../common/StepLink';
import { SupportContacts } from '../fail/SupportContacts';
import type { ReturnVisit } from '../routing/resolvePage';
import { returnFailure, type ReturnFailure } from './returnFailure';
import { useConfirmPayment } from './useConfirmPayment';

/**
 * Where a provider or the bank sends the buyer back (/easyPayCallBack, /portmoneCallBack, the bank's return).
 * Every text here is the shop's own (see returnFailure): nothing from the query or the insurer's refusal is shown.
 */
export function ProviderReturnPage({ visit }: { visit: ReturnVisit }) {
  const { t } = useTranslation('payment');
  const { state, confirm, contractId } = useConfirmPayment(visit);
  const failure = state.error ? returnFailure(state.error) : undefined;
  const message = failure ? t(failure.message) : null;

  if (contractId === undefined) return <UnknownContract />;

  if (state.pending) {
    return (
      <section className="payment payment--return">
        <PageHeading>{t('confirming.pendingTitle')}</PageHeading>
        <p>{t('confirming.pending')}</p>
        <ErrorMessage>{message}</ErrorMessage>
        <Button onClick={() => void confirm()} busy={state.checking}>
          {t('confirming.checkAgain')}
        </Button>
      </section>
    );
  }

  return (
    <section className="payment payment--return">
      <PageHeading>{t('confirming.title')}</PageHeading>
      <Loading active={state.checking} label={t('confirming.checking')} />
      <ErrorMessage>{message}</ErrorMessage>
      {failure && !state.checking ? <WaysOn failure={failure} onRetry={() => void confirm()} /> : null}
    </section>
  );
}

function WaysOn({ failure, onRetry }: { failure: ReturnFailure; onRetry: () => void }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  if (failure.next === 'start') {
    return (
      <>
        <SupportContacts />
        <p>
          <StartAgainLink locale={locale}>{t('startAgain')}</StartAgainLink>
        </p>
      </>
    );
  }
  return (
    <p>
      {failure.retry ? <Button onClick={onRetry}>{t('common:retry')}</Button> : null}{' '}
      <StepLink to="/payment" locale={locale}>
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
    <section className="payment payment--return">
      <PageHeading>{t('confirming.title')}</PageHeading>
      <p>{t('confirming.noContract')}</p>
      <SupportContacts />
      <p>
        <StartAgainLink locale={locale}>{t('startAgain')}</StartAgainLink>
      </p>
    </section>
  );
}
