import { useTranslation } from '@greencard/i18n';

/** 'Contract No. GC-000041', or nothing while the page does not know the number. */
export function ContractLine({ number }: { number: string | undefined }) {
  const { t } = useTranslation('payment');
  return number ? <p className="payment-status__contract">{t('result.contract', { number })}</p> : null;
}
