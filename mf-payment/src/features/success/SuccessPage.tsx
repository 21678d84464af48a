import { useEffect } from 'react';
import { useTranslation } from '@greencard/i18n';
import { clearPersonalData } from '@greencard/store';
import type { ResultRecord } from '../result/resultRecord';
import { useLocale } from '@greencard/step';
import { Button, ErrorMessage } from '@greencard/ui';
import { PageColumn } from '../common/PageColumn';
import { PageHeading } from '../common/PageHeading';
import { isHttpUrl } from '../common/safeUrl';
import { StartAgainLink } from '../common/StartAgainLink';
import { StatusPanel } from '../common/StatusPanel';
import { loanText, OUTCOME_STATUS, settledOutcome } from '../outcome/outcome';
import { usePaymentUsed } from '../outcome/usePaymentUsed';
import { useResultRecord } from '../result/useResultRecord';
import { ReceiptDetails } from './ReceiptDetails';
import { useContractDocument } from './useContractDocument';
import { useReceipt } from './useReceipt';

/** /success: the contract is concluded. The buyer gets the contract document and the receipt, and a loan is named as one. */
export function SuccessPage() {
  const record = useResultRecord('success');
  return record ? <Concluded record={record} /> : null;
}

function Concluded({ record }: { record: ResultRecord }) {
  const { t } = useTranslation(['payment', 'common']);
  const locale = useLocale();
  const contractDocument = useContractDocument(record.contractId, record.number);
  const { state: receipt, retry } = useReceipt(record.contractId);
  // Read before personal data is cleared; the stored choice holds none and outlives the journey.
  const used = usePaymentUsed(record.contractId);
  const outcome = settledOutcome(true, used.method);
  const loan = outcome === 'bankApproved' ? loanText(used.months) : null;

  // The contract is concluded: personal data leaves the browser (rules D10); the result record stays.
  useEffect(() => {
    clearPersonalData();
  }, []);

  const receiptUrl = receipt.status === 'ready' ? (receipt.receipt.receiptUrl ?? null) : undefined;

  return (
    <PageColumn kind="success">
      <PageHeading>{t('success.heading')}</PageHeading>
      <StatusPanel tone="done" status={t(OUTCOME_STATUS[outcome])}>
        <p>{t('success.text', { number: record.number })}</p>
        {loan ? <p>{t(loan.key, loan.values ?? {})}</p> : null}
      </StatusPanel>

      <section aria-labelledby="payment-documents-title">
        <h2 id="payment-documents-title">{t('success.documents')}</h2>
        <ul className="payment-documents">
          <li>
            {/* The document is what the buyer came for: the page's main action. */}
            <a
              className="gc-button gc-button--primary"
              href={contractDocument.href}
              onClick={(event) => void contractDocument.download(event)}
              aria-busy={contractDocument.busy || undefined}
            >
              {t('success.document')}
            </a>
            <ErrorMessage>{contractDocument.failed ? t('errors.contractDocument') : null}</ErrorMessage>
          </li>
          {receiptUrl && isHttpUrl(receiptUrl) ? (
            <li>
              <a href={receiptUrl} target="_blank" rel="noopener noreferrer">
                {t('success.receiptLink')}
              </a>
            </li>
          ) : null}
        </ul>
      </section>

      {/* The receipt arrives about a second after the page: its space is held (no "Loading…" line that jumps away)
          and it fades in; the region is busy for screen readers meanwhile. */}
      <section aria-labelledby="payment-receipt-title" aria-busy={receipt.status === 'loading' || undefined}>
        <h2 id="payment-receipt-title">{t('success.payment')}</h2>
        {receipt.status === 'loading' ? <div className="payment-receipt-space" /> : null}
        {receipt.status === 'ready' ? <ReceiptDetails receipt={receipt.receipt} byBank={loan !== null} /> : null}
        {receipt.status === 'failed' ? (
          <>
            <ErrorMessage>{t('errors.receipt')}</ErrorMessage>
            <Button variant="secondary" onClick={() => void retry()}>
              {t('common:retry')}
            </Button>
          </>
        ) : null}
      </section>

      <p className="payment-actions">
        <StartAgainLink locale={locale} className="gc-button gc-button--secondary">
          {t('success.buyAnother')}
        </StartAgainLink>
      </p>
    </PageColumn>
  );
}
