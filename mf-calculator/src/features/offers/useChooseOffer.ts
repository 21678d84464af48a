import { useCallback } from 'react';
import { useFormState } from 'react-final-form';
import { navigateToNextStep } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { productChosen, useShopDispatch } from '@greencard/store';
import { toSelection, type CalculatorValues } from '../calculator/calculatorValues';
import { useOfferSearch } from '../calculator/offerSearch';
import type { Product } from '../calculator/offerSearchCall';

/**
 * Choosing an offer hands the choice to the contract step through the journey (rules D12: productChosen resets
 * the contract and confirm state) and opens the contract screen in the buyer's language.
 */
export function useChooseOffer(): (product: Product) => void {
  const dispatch = useShopDispatch();
  const locale = useLocale();
  const { query } = useOfferSearch();
  const { values } = useFormState<CalculatorValues>({ subscription: { values: true } });
  const stateNumber = values.stateNumber;
  return useCallback(
    (product: Product) => {
      if (!query) return;
      dispatch(
        productChosen({
          selection: toSelection(query, stateNumber),
          product: { tariff: product.tariff, discountedPayment: product.discountedPayment },
        }),
      );
      navigateToNextStep('calculator', locale);
    },
    [dispatch, locale, query, stateNumber],
  );
}
