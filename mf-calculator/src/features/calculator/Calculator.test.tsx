import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import { SNAPSHOT_VERSION } from '@greencard/domain';
import { deferred } from '@greencard/step/testing';
import { PRODUCTS, chooseOption, renderCalculator as renderHome, showPrices } from '../../testing/renderHome';

const SNAPSHOT_KEY = 'state_snapshot_calculator';
const offersSection = () => screen.getByRole('region', { name: 'Offers' });
const prices = () =>
  within(offersSection())
    .queryAllByText(/\sUAH$/)
    // As the buyer reads them: the no-break spaces inside an amount read as spaces.
    .map((node) => node.textContent?.replace(/\s+/g, ' '));

async function pickEuropeForAYear(user: Parameters<typeof chooseOption>[0]) {
  await chooseOption(user, 'Coverage area', 'Europe');
  await chooseOption(user, 'Coverage period', '1 year');
}

beforeEach(() => {
  // user-event advances jest's clock between its steps (renderStep sets that up), so the clock must be fake.
  jest.useFakeTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/en');
});

afterEach(() => jest.useRealTimers());

describe('calculator form', () => {
  it('starts with cars, empty area and period showing their placeholders, and the fixed customer category', () => {
    renderHome();
    expect(screen.getByRole('button', { name: /^Vehicle type/ })).toHaveTextContent('Cars');
    expect(screen.getByRole('button', { name: /^Coverage area/ })).toHaveTextContent('Choose the coverage area');
    expect(screen.getByRole('button', { name: /^Coverage period/ })).toHaveTextContent('Select');
    expect(screen.getByLabelText('Policyholder')).toHaveValue('Individual');
    expect(screen.getByLabelText('Policyholder')).toHaveAttribute('readonly');
    expect(screen.getByText('Choose the coverage area and period, then press “Show prices”.')).toBeInTheDocument();
  });

  it('offers every vehicle type, both areas and the 14 periods', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: /^Vehicle type/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Cars',
      'Motorcycles',
      'Trucks',
      'Buses',
      'Trailers and semi-trailers',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^Coverage area/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Moldova, Azerbaijan', 'Europe']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^Coverage period/ }));
    expect(screen.getAllByRole('option')).toHaveLength(14);
  });

  it('asks for the area and period before searching', async () => {
    const searchProducts = jest.fn();
    const { user } = renderHome({ api: { searchProducts } });
    await showPrices(user);
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(searchProducts).not.toHaveBeenCalled();
  });

  it('searches GET /green/search with the choice, disabling the inputs while it runs', async () => {
    const answer = deferred<typeof PRODUCTS>();
    const searchProducts = jest.fn(() => answer.promise);
    const { user } = renderHome({ api: { searchProducts } });
    await chooseOption(user, 'Vehicle type', 'Trucks');
    await pickEuropeForAYear(user);
    await showPrices(user);

    expect(searchProducts).toHaveBeenCalledWith({
      type: 'C',
      area: 'EUROPE',
      period: 'YEAR',
      customerCategory: 'NATURAL',
    });
    for (const label of [/^Vehicle type/, /^Coverage area/, /^Coverage period/]) {
      expect(screen.getByRole('button', { name: label })).toBeDisabled();
    }
    expect(screen.getByLabelText('State number (optional)')).toBeDisabled();
    expect(within(offersSection()).getByRole('status')).toHaveTextContent('Looking for offers…');

    await act(async () => answer.resolve(PRODUCTS));
    expect(screen.getByRole('button', { name: /^Coverage area/ })).toBeEnabled();
    expect(prices()).toEqual(['12 446.00 UAH', '13 616.00 UAH']);
    expect(screen.getByText('Trucks · Europe · 1 year')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Offers' })).toHaveFocus());
  });

  it('keeps the loading indicator at least 200 ms however fast the answer comes', async () => {
    {
      const { user } = renderHome({ api: { searchProducts: jest.fn().mockResolvedValue(PRODUCTS) } });
      await pickEuropeForAYear(user);
      await showPrices(user);
      expect(prices()).toHaveLength(2);
      expect(within(offersSection()).getByRole('status')).toHaveTextContent('Looking for offers…');
      act(() => jest.advanceTimersByTime(199));
      expect(within(offersSection()).getByRole('status')).toHaveTextContent('Looking for offers…');
      act(() => jest.advanceTimersByTime(1));
      expect(within(offersSection()).getByRole('status')).toHaveTextContent('');
    }
  });

  it('clears the previous results when a new search starts', async () => {
    const second = deferred<typeof PRODUCTS>();
    const searchProducts = jest.fn().mockResolvedValueOnce(PRODUCTS).mockReturnValueOnce(second.promise);
    const { user } = renderHome({ api: { searchProducts } });
    await pickEuropeForAYear(user);
    await showPrices(user);
    expect(prices()).toHaveLength(2);
    await showPrices(user);
    expect(prices()).toEqual([]);
    await act(async () => second.resolve([PRODUCTS[1]!]));
    expect(prices()).toEqual(['12 446.00 UAH']);
  });

  it('clears offers that no longer match a changed choice', async () => {
    const { user } = renderHome({ api: { searchProducts: jest.fn().mockResolvedValue(PRODUCTS) } });
    await pickEuropeForAYear(user);
    await showPrices(user);
    expect(prices()).toHaveLength(2);
    await chooseOption(user, 'Coverage period', '6 months');
    expect(prices()).toEqual([]);
    expect(screen.getByText('Choose the coverage area and period, then press “Show prices”.')).toBeInTheDocument();
  });

  it.each([
    ['an ApiError', new ApiError('serverError', { status: 503 }), 'Server error, please try later'],
    ['a network failure', new TypeError('Failed to fetch'), 'Server error, please try later'],
    [
      'an insurer message',
      new ApiError('insurerMessage', { status: 400, text: 'Tariffs are being updated' }),
      'Tariffs are being updated',
    ],
  ])('shows %s and keeps every choice', async (_name, failure, message) => {
    const { user } = renderHome({ api: { searchProducts: jest.fn().mockRejectedValue(failure) } });
    await chooseOption(user, 'Vehicle type', 'Buses');
    await pickEuropeForAYear(user);
    await showPrices(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: /^Vehicle type/ })).toHaveTextContent('Buses');
    expect(screen.getByRole('button', { name: /^Coverage area/ })).toHaveTextContent('Europe');
    expect(screen.getByRole('button', { name: /^Coverage period/ })).toHaveTextContent('1 year');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show prices' })).toHaveFocus());
  });

  it('answers a retry after a failure', async () => {
    const searchProducts = jest.fn().mockRejectedValueOnce(new ApiError('serverError')).mockResolvedValueOnce(PRODUCTS);
    const { user } = renderHome({ api: { searchProducts } });
    await pickEuropeForAYear(user);
    await showPrices(user);
    await screen.findByRole('alert');
    await showPrices(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(prices()).toHaveLength(2);
  });
});

describe('calculator snapshot', () => {
  const saved = (value: unknown, version = SNAPSHOT_VERSION) =>
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ version, value }));

  it('saves the form and the sort as the buyer changes them', async () => {
    const { user } = renderHome({ api: { searchProducts: jest.fn().mockResolvedValue(PRODUCTS) } });
    await chooseOption(user, 'Vehicle type', 'Motorcycles');
    await chooseOption(user, 'Coverage area', 'Moldova, Azerbaijan');
    await user.click(screen.getByRole('radio', { name: 'Dearest first' }));
    expect(JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null')).toEqual({
      version: '1.0.274',
      value: { values: { autoTypeSelect: 'B', areaSelect: 'BMR', typeInput: 'NATURAL' }, sort: 'desc' },
    });
  });

  it('restores the form and the sort on the next visit, and fetches the offers for it', async () => {
    saved({
      values: { autoTypeSelect: 'E', areaSelect: 'BMR', periodSelect: 'SIX_MONTHS', typeInput: 'NATURAL' },
      sort: 'desc',
    });
    const searchProducts = jest.fn().mockResolvedValue(PRODUCTS);
    renderHome({ api: { searchProducts } });
    expect(screen.getByRole('button', { name: /^Vehicle type/ })).toHaveTextContent('Buses');
    expect(screen.getByRole('button', { name: /^Coverage area/ })).toHaveTextContent('Moldova, Azerbaijan');
    expect(screen.getByRole('button', { name: /^Coverage period/ })).toHaveTextContent('6 months');
    expect(screen.getByRole('radio', { name: 'Dearest first' })).toBeChecked();
    await waitFor(() => expect(prices()).toEqual(['13 616.00 UAH', '12 446.00 UAH']));
    expect(searchProducts).toHaveBeenCalledWith({
      type: 'E',
      area: 'BMR',
      period: 'SIX_MONTHS',
      customerCategory: 'NATURAL',
    });
    expect(screen.getByRole('heading', { name: 'Offers' })).not.toHaveFocus();
  });

  it('restores a partial form without searching', () => {
    saved({ values: { autoTypeSelect: 'F', areaSelect: 'EUROPE', typeInput: 'NATURAL' }, sort: 'asc' });
    const searchProducts = jest.fn();
    renderHome({ api: { searchProducts } });
    expect(screen.getByRole('button', { name: /^Vehicle type/ })).toHaveTextContent('Trailers and semi-trailers');
    expect(searchProducts).not.toHaveBeenCalled();
  });

  it('deletes and ignores a snapshot of another version', () => {
    saved(
      { values: { autoTypeSelect: 'E', areaSelect: 'BMR', periodSelect: 'YEAR', typeInput: 'NATURAL' }, sort: 'desc' },
      '1.0.273',
    );
    const searchProducts = jest.fn();
    renderHome({ api: { searchProducts } });
    expect(screen.getByRole('button', { name: /^Vehicle type/ })).toHaveTextContent('Cars');
    expect(screen.getByRole('radio', { name: 'Cheapest first' })).toBeChecked();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(searchProducts).not.toHaveBeenCalled();
  });

  it('ignores a corrupt snapshot and starts from the defaults', () => {
    localStorage.setItem(SNAPSHOT_KEY, '{"version":"1.0.274","value":{"values":');
    renderHome();
    expect(screen.getByRole('button', { name: /^Vehicle type/ })).toHaveTextContent('Cars');
    expect(screen.getByRole('button', { name: /^Coverage area/ })).toHaveTextContent('Choose the coverage area');
  });
});
