import { useEffect } from 'react';
import { useTranslation } from '@greencard/i18n';
import { selectJourney, useShopSelector } from '@greencard/store';
import { redirectToStart, useLocale } from '@greencard/step';
import { Container } from '@greencard/ui';
import { ContractForm } from './form/ContractForm';
import { OfferSidebar } from './offer/OfferSidebar';
import './form/contract.css';

/**
 * /contract: the chosen offer beside the contract form, in the page column every step shares (the home page's
 * container, spacing and type). Without a chosen offer the buyer starts over.
 */
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
    <Container className="gc-page">
      <div className="contract-page">
        <h1 className="gc-page__title">{t('title')}</h1>
        <OfferSidebar selection={selection} product={product} locale={locale} />
        <ContractForm selection={selection} product={product} locale={locale} />
      </div>
    </Container>
  );
}
