import { useEffect } from 'react';
import { CalculatorForm } from '../features/calculator/CalculatorForm';
import { CalculatorSection } from '../features/calculator/CalculatorSection';
import { CoverageSection } from '../features/coverage/CoverageSection';
import { Banner } from '../features/info/Banner';
import { FaqSection } from '../features/info/FaqSection';
import { PaymentInfo } from '../features/info/PaymentInfo';
import { OffersList } from '../features/offers/OffersList';
import { SortControl } from '../features/offers/SortControl';
import { Welcome } from '../features/welcome/Welcome';
import { scrollToHashTarget } from './scrollToHashTarget';

/** The home page (rules §1): its sections in the spec's order, with where the card is valid after the offers. */
export function HomePage() {
  useEffect(scrollToHashTarget, []);
  return (
    <div className="calc-home">
      <Welcome />
      <CalculatorForm>
        <CalculatorSection />
        <SortControl />
        <OffersList />
        <CoverageSection />
      </CalculatorForm>
      <PaymentInfo />
      <FaqSection />
      <Banner />
    </div>
  );
}
