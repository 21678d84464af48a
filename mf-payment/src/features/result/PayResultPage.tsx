import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import type { ResultRecord } from './resultRecord';
import { ContractLine } from '../common/ContractLine';
import { PageColumn } from '../common/PageColumn';
import { PageHeading } from '../common/PageHeading';
import { StatusPanel } from '../common/StatusPanel';
import { StepLink } from '../common/StepLink';
import { OUTCOME_STATUS, resultExplanation, resultTitle, settledOutcome } from '../outcome/outcome';
import { usePaymentUsed } from '../outcome/usePaymentUsed';
import { useResultRecord } from './useResultRecord';

/** /paySuccess: paid or not paid, and how (a card, or the bank's loan), then on to /success or /fail. */
export function PayResultPage() {
  const record = useResultRecord('result');
  return record ? <Result record={record} /> : null;
}

function Result({ record }: { record: ResultRecord }) {
  const { t } = useTranslation(['payment', 'common']);
  const locale = useLocale();
  const used = usePaymentUsed(record.contractId);
  const outcome = settledOutcome(record.paid, used.method);
  return (
    <PageColumn kind="result">
      <PageHeading>{t(resultTitle(outcome))}</PageHeading>
      <StatusPanel tone={record.paid ? 'done' : 'failed'} status={t(OUTCOME_STATUS[outcome])}>
        {resultExplanation(outcome, used.months).map(({ key, values }) => (
          <p key={key}>{t(key, values ?? {})}</p>
        ))}
        <ContractLine number={record.number} />
      </StatusPanel>
      <p className="payment-actions">
        <StepLink to={record.paid ? '/success' : '/fail'} locale={locale} className="gc-button gc-button--primary">
          {t(record.paid ? 'result.toDocuments' : 'result.toNextSteps')}
        </StepLink>
      </p>
    </PageColumn>
  );
}
