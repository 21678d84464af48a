import { screen, within } from '@testing-library/react';
import { PRODUCTS, chooseOption, renderCalculator, showPrices } from '../../testing/renderHome';
import { loadCalculatorSnapshot } from '../calculator/calculatorSnapshot';

/** A name as the buyer reads it: the no-break spaces inside an amount read as spaces. */
const readAs = (name: string) => (accessibleName: string) => accessibleName.replace(/\s+/g, ' ') === name;

const offers = () => within(screen.getByRole('region', { name: /^(Offers|Пропозиції)$/ }));
const offerNames = () =>
  offers()
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

async function searchEuropeForAYear(locale: 'uk' | 'en' = 'en', products = PRODUCTS) {
  const searchProducts = jest.fn().mockResolvedValue(products);
  const view = renderCalculator({ api: { searchProducts }, locale });
  const { user } = view;
  const [area, period, europe, year, submit] =
    locale === 'en'
      ? ['Coverage area', 'Coverage period', 'Europe', '1 year', 'Show prices']
      : ['Зона дії', 'Строк дії', 'Європа', '1 рік', 'Показати ціни'];
  await chooseOption(user, area, europe);
  await chooseOption(user, period, year);
  await showPrices(user, submit);
  return view;
}

describe('offers', () => {
  it('lists each offer with its price and a buy button naming offer and price', async () => {
    await searchEuropeForAYear();
    expect(offers().getByRole('button', { name: readAs('Buy “Green Card” for 12 446.00 UAH') })).toBeInTheDocument();
    expect(
      offers().getByRole('button', { name: readAs('Buy “Green Card + Assistance” for 13 616.00 UAH') }),
    ).toBeInTheDocument();
    expect(offers().getAllByText('Sandbox Insurer')).toHaveLength(2);
  });

  it('names an offer without a name by its tariff', async () => {
    await searchEuropeForAYear('en', [{ tariff: 77, discountedPayment: 1120 }]);
    expect(offers().getByRole('button', { name: readAs('Buy “Tariff no. 77” for 1 120.00 UAH') })).toBeInTheDocument();
  });

  it('sorts by price both ways and keeps the choice for the next visit', async () => {
    const { user } = await searchEuropeForAYear();
    expect(screen.getByRole('radio', { name: 'Cheapest first' })).toBeChecked();
    expect(offerNames()).toEqual(['Green Card', 'Green Card + Assistance']);
    await user.click(screen.getByRole('radio', { name: 'Dearest first' }));
    expect(offerNames()).toEqual(['Green Card + Assistance', 'Green Card']);
    expect(loadCalculatorSnapshot()?.sort).toBe('desc');
    await user.click(screen.getByRole('radio', { name: 'Cheapest first' }));
    expect(offerNames()).toEqual(['Green Card', 'Green Card + Assistance']);
  });

  it('says so when no offer fits', async () => {
    await searchEuropeForAYear('en', []);
    expect(
      offers().getByText('No offers fit your choice. Change the vehicle type, the area or the period.'),
    ).toBeInTheDocument();
    expect(offers().queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['uk', '/', '/contract', 'Оформити «Green Card» за 12 446.00 UAH'],
    ['en', '/en', '/en/contract', 'Buy “Green Card” for 12 446.00 UAH'],
  ] as const)(
    'choosing in %s (from %s) hands the choice to the journey and opens %s',
    async (locale, home, contract, button) => {
      window.history.replaceState(null, '', home);
      const { user, store } = await searchEuropeForAYear(locale);
      await user.click(offers().getByRole('button', { name: readAs(button) }));
      expect(store.getState().journey).toMatchObject({
        selection: { autoType: 'A', area: 'EUROPE', period: 'YEAR', customerCategory: 'NATURAL' },
        product: { tariff: 1, discountedPayment: 12446 },
        draft: null,
      });
      expect(store.getState().journey.selection).not.toHaveProperty('stateNumber');
      expect(window.location.pathname).toBe(contract);
    },
  );

  it('carries a valid state number, normalised, into the journey', async () => {
    window.history.replaceState(null, '', '/en');
    const searchProducts = jest.fn().mockResolvedValue(PRODUCTS);
    const findVehiclesByNumber = jest.fn().mockResolvedValue([]);
    const { user, store } = renderCalculator({ api: { searchProducts, findVehiclesByNumber } });
    await user.type(screen.getByLabelText('State number (optional)'), 'аа 1234 вв');
    await chooseOption(user, 'Coverage area', 'Europe');
    await chooseOption(user, 'Coverage period', '1 year');
    await showPrices(user);
    await user.click(offers().getByRole('button', { name: readAs('Buy “Green Card” for 12 446.00 UAH') }));
    expect(store.getState().journey.selection?.stateNumber).toBe('AA1234BB');
  });
});
