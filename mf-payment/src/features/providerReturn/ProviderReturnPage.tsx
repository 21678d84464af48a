import type { PaymentProvider } from '@greencard/api';
import { apiErrorText, useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { Button, ErrorMessage, Loading } from '@greencard/ui';
import { PageHeading } from '../common/PageHeading';
import { StepLink } from '../common/StepLink';
import { useConfirmPayment } from './useConfirmPayment';

interface Props {
  provider: PaymentProvider;
  params: Record<string, string>;
}

/** Where a provider or the bank sends the buyer back (/easyPayCallBack, /portmoneCallBack, the bank's return). */
export function ProviderReturnPage({ provider, params }: Props) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const { state, confirm } = useConfirmPayment(provider, params);
  const error = state.error ? apiErrorText(t, state.error) : null;

  if (state.pending) {
    return (
      <section className="payment payment--return">
        <PageHeading>{t('confirming.pendingTitle')}</PageHeading>
        <p>{t('confirming.pending')}</p>
        <ErrorMessage>{error}</ErrorMessage>
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
      <ErrorMessage>{error}</ErrorMessage>
      {state.error && !state.checking ? (
        <p>
          <Button onClick={() => void confirm()}>{t('common:retry')}</Button>{' '}
          <StepLink to="/payment" locale={locale}>
            {t('confirming.backToPayment')}
          </StepLink>
        </p>
      ) : null}
    </section>
  );
}
