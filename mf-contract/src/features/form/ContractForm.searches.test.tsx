import { act, screen, waitFor, within } from '@testing-library/react';
import type { StateNumber } from '@greencard/domain';
import { renderContract } from '../../testing/renderContract';
import { clearStorage } from '../../testing/contractTestKit';
import { GOLF } from '../../testing/fixtures';
import { loadFormSnapshot } from './formSnapshot';

beforeEach(clearStorage);

describe('what the buyer typed survives', () => {
  it('restores the form after a reload', async () => {
    const { user, unmount } = renderContract();
    await user.type(screen.getByLabelText('Surname (in Latin)'), 'Franko');
    await user.type(screen.getByLabelText('Email'), 'ivan@example.com');
    unmount();
    renderContract();
    expect(screen.getByLabelText('Surname (in Latin)')).toHaveValue('Franko');
    expect(screen.getByLabelText('Email')).toHaveValue('ivan@example.com');
  });

  it('pre-fills the state number chosen in the calculator', () => {
    renderContract({
      journey: {
        selection: {
          autoType: 'A',
          area: 'EUROPE',
          period: 'ONE_MONTH',
          customerCategory: 'NATURAL',
          stateNumber: 'KA7777KA' as StateNumber,
        },
        product: { tariff: 7, discountedPayment: 1783 },
      },
    });
    expect(screen.getByLabelText('State number')).toHaveValue('KA7777KA');
    expect(screen.getByLabelText('State number')).toHaveAttribute('placeholder', 'AA1234AA');
  });
});

describe('the offer', () => {
  it('shows the vehicle type, area, period and price chosen in the calculator', () => {
    renderContract();
    const offer = screen.getByRole('complementary', { name: 'Your offer' });
    for (const text of ['Cars', 'Europe', '1 month', '1 783.00 UAH']) {
      expect(within(offer).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Contract details' })).toBeInTheDocument();
  });

  it('sends a buyer without a chosen offer back to the start', async () => {
    renderContract({ journey: {} });
    await waitFor(() => expect(window.location.pathname).toBe('/en'));
  });
});

describe('searches', () => {
  it('fills the vehicle from its state number, still editable', async () => {
    const findVehiclesByNumber = jest.fn(async () => [
      {
        stateNumber: 'AA1234AA',
        bodyNumber: 'WVWWU701ZUF022976',
        engineVolume: 1598,
        electricMotorPower: null,
        seatingCapacity: 5,
        grossWeight: 1790,
        curbWeight: 1270,
        autoMaker: GOLF.autoMaker,
        autoModel: GOLF,
        year: 2016,
        model: 'Golf',
        modelText: 'VOLKSWAGEN GOLF',
        autoType: 'A' as const,
      },
    ]);
    const { user } = renderContract({ api: { findVehiclesByNumber } });
    await user.type(screen.getByLabelText('State number'), 'аа1234аа');
    await user.click(screen.getByRole('button', { name: 'Find by number' }));
    expect(await screen.findByText('The vehicle data of AA1234AA are filled in: check them.')).toBeInTheDocument();
    // The typed number is a domain value before it is sent: one spelling, whatever was typed.
    expect(findVehiclesByNumber).toHaveBeenCalledWith('AA1234AA');
    expect(screen.getByLabelText('Body number (VIN)')).toHaveValue('WVWWU701ZUF022976');
    expect(screen.getByLabelText('Year of manufacture')).toHaveValue('2016');
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Volkswagen');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('Golf');
    expect(screen.getByLabelText('Engine volume, cm³')).toHaveValue('1598');
    expect(screen.getByLabelText('Engine volume, cm³')).toBeVisible();
    expect(loadFormSnapshot()?.model).toEqual({ value: 1001, text: 'Golf' });
    await user.clear(screen.getByLabelText('Year of manufacture'));
    await user.type(screen.getByLabelText('Year of manufacture'), '2017');
    expect(screen.getByLabelText('Year of manufacture')).toHaveValue('2017');
  });

  it('says when the registry does not know the number', async () => {
    const { user } = renderContract({ api: { findVehiclesByNumber: jest.fn(async () => []) } });
    await user.type(screen.getByLabelText('State number'), 'BC0000BC');
    await user.click(screen.getByRole('button', { name: 'Find by number' }));
    expect(
      await screen.findByText('No vehicle with the number BC0000BC was found: fill in the data yourself.'),
    ).toBeInTheDocument();
  });

  it.each(['123-45 KA', '1234 АХ'])(
    'does not ask the register for %s, a number of an older format or a transit one, and says why',
    async (number) => {
      const findVehiclesByNumber = jest.fn(async () => []);
      const { user } = renderContract({ api: { findVehiclesByNumber } });
      await user.type(screen.getByLabelText('State number'), number);
      await user.click(screen.getByRole('button', { name: 'Find by number' }));
      expect(
        await screen.findByText(/The register of vehicles keeps no numbers of the older formats nor transit numbers/),
      ).toBeInTheDocument();
      expect(findVehiclesByNumber).not.toHaveBeenCalled();
    },
  );

  it('searches the city in Ukraine once the typing pauses, and takes the chosen one', async () => {
    const searchPlaces = jest.fn(async () => [
      { id: 26001, text: 'Kyiv, Kyiv' },
      { id: 10007, text: 'Kyivska, Kyiv region' },
    ]);
    const { user } = renderContract({ api: { searchPlaces } });
    const city = screen.getByRole('combobox', { name: 'City of registration' });
    await user.type(city, 'Kyi');
    await user.click(await screen.findByRole('option', { name: 'Kyiv, Kyiv' }));
    expect(searchPlaces).toHaveBeenCalledTimes(1);
    expect(searchPlaces).toHaveBeenCalledWith('Kyi');
    expect(city).toHaveValue('Kyiv, Kyiv');
  });

  it('choosing a model sets its maker; a free model text is kept', async () => {
    const searchModels = jest.fn(async () => [GOLF, { id: 1004, name: 'Polo', autoMaker: GOLF.autoMaker }]);
    const { user } = renderContract({ api: { searchModels } });
    const model = screen.getByRole('combobox', { name: 'Model' });
    await user.type(model, 'Gol');
    await user.click(await screen.findByRole('option', { name: 'Volkswagen Golf' }));
    expect(model).toHaveValue('Golf');
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Volkswagen');
    await user.type(model, ' Country');
    expect(model).toHaveValue('Golf Country');
  });
});

describe('the searches as the buyer types: 300 ms after the last key (rules §7 and §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['City of registration', 'searchPlaces', 'Kyi'],
    ['Model', 'searchModels', 'Gol'],
  ] as const)(
    '%s: nothing at 299 ms after the last key, one search for the whole text at 300 ms',
    async (label, call, typed) => {
      const search = jest.fn(async () => []);
      const { user } = renderContract({ api: { [call]: search } });
      await user.type(screen.getByRole('combobox', { name: label }), typed);
      await act(async () => jest.advanceTimersByTime(299));
      expect(search).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      expect(search.mock.calls).toEqual([[typed]]);
    },
  );
});
