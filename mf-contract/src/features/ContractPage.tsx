import { useEffect } from 'react';
import { useTranslation } from '@greencard/i18n';
import { selectJourney, useShopSelector } from '@greencard/store';
import { redirectToStart, useLocale } from '@greencard/step';
import { ContractForm } from './form/ContractForm';
import { OfferSidebar } from './offer/OfferSidebar';
import './form/contract.css';

/** /contract: the chosen offer beside the contract form. Without a chosen offer the buyer starts over. */
export function ContractPage() {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const { selection, product } = useShopSelector(selectJourney);
  const ready = selection !== null && product !== null;

  useEffect(() => {
    if (!ready) redirectToStart('noProduct', locale);
  }, [ready, locale]);

  if (!selection || !product) return null;
  return (
    <div className="contract-page">
      <h1>{t('title')}</h1>
      <OfferSidebar selection={selection} product={product} locale={locale} />
      <ContractForm selection={selection} product={product} locale={locale} />
    </div>
  );
}
