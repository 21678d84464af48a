// Test helpers: the home page rendered as the shell mounts it, with its calls mocked at the module border.
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Locale } from '@greencard/domain';
import { answerCalls, renderStep, type CallFakes } from '@greencard/step/testing';
import type { ReactElement } from 'react';
import * as offerSearchCall from '../features/calculator/offerSearchCall';
import type { Product } from '../features/calculator/offerSearchCall';
import * as vehicleLookupCall from '../features/calculator/vehicleLookupCall';
import { HomePage } from '../home/HomePage';
import { CalculatorForm } from '../features/calculator/CalculatorForm';
import { CalculatorSection } from '../features/calculator/CalculatorSection';
import { OffersList } from '../features/offers/OffersList';
import { SortControl } from '../features/offers/SortControl';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';

export const PRODUCTS: Product[] = [
  { tariff: 2, discountedPayment: 13616, name: 'Green Card + Assistance', insurer: 'Sandbox Insurer' },
  { tariff: 1, discountedPayment: 12446, name: 'Green Card', insurer: 'Sandbox Insurer' },
];

/** The calculator's sections alone: what most tests need, without the rest of the page. */
function CalculatorSections() {
  return (
    <CalculatorForm>
      <CalculatorSection />
      <SortControl />
      <OffersList />
    </CalculatorForm>
  );
}

jest.mock('../features/calculator/offerSearchCall');
jest.mock('../features/calculator/vehicleLookupCall');

const CALLS = { ...offerSearchCall, ...vehicleLookupCall };

interface RenderOptions {
  /** The step's calls as the test answers them. */
  api?: CallFakes<typeof CALLS>;
  locale?: Locale;
  ui?: ReactElement;
}

/** The calculator's sections (or the given part of the page) with its slice and texts, English unless asked. */
export function renderCalculator(options: RenderOptions = {}) {
  answerCalls(CALLS, options.api);
  return renderStep(options.ui ?? <CalculatorSections />, {
    locale: options.locale ?? 'en',
    translations: { ns: 'calculator', uk, en },
  });
}

export const renderHome = (options: Omit<RenderOptions, 'ui'> = {}) =>
  renderCalculator({ ...options, ui: <HomePage /> });

/** Opens a ui Select by its label and picks an option, as a buyer does. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  await user.click(screen.getByRole('option', { name: option }));
}

/**
 * Presses the search button and lets the answer arrive, as a buyer waits for the offers (these tests run on jest's
 * fake timers: the render of the answer is scheduled, so the due timers run, without moving the clock).
 */
export async function showPrices(user: UserEvent, name = 'Show prices') {
  await user.click(screen.getByRole('button', { name }));
  await act(() => jest.advanceTimersByTimeAsync(0));
}
