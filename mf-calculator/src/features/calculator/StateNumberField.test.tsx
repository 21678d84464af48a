import { act, screen, waitFor } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, SNAPSHOT_VERSION } from '@greencard/domain';
import { ApiError } from '@greencard/api';
import { chooseOption, renderCalculator } from '../../testing/renderHome';
import type { Vehicle } from './vehicleLookupCall';

const yamaha: Vehicle = {
  autoMaker: { name: 'Yamaha' },
  autoModel: { name: 'MT-07' },
  year: 2019,
  autoType: 'B',
};

const numberInput = () => screen.getByLabelText('State number (optional)');
const vehicleType = () => screen.getByRole('button', { name: /^Vehicle type/ });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('state number shortcut', () => {
  it('looks a valid number up after the typing pause and sets the vehicle type, which stays changeable', async () => {
    const findVehiclesByNumber = jest.fn().mockResolvedValue([yamaha]);
    const { user } = renderCalculator({ api: { findVehiclesByNumber } });
    await user.type(numberInput(), 'aa1234вв');
    expect(findVehiclesByNumber).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(findVehiclesByNumber).toHaveBeenCalledTimes(1);
    expect(findVehiclesByNumber).toHaveBeenCalledWith('AA1234BB');
    expect(await screen.findByText('Found: Yamaha MT-07, 2019. Vehicle type: Motorcycles.')).toBeInTheDocument();
    expect(vehicleType()).toHaveTextContent('Motorcycles');
    await chooseOption(user, 'Vehicle type', 'Cars');
    expect(vehicleType()).toHaveTextContent('Cars');
  });

  it('waits until the buyer stops typing: one lookup for the last number', async () => {
    const findVehiclesByNumber = jest.fn().mockResolvedValue([]);
    const { user } = renderCalculator({ api: { findVehiclesByNumber } });
    await user.type(numberInput(), 'AA1234AA');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    await user.clear(numberInput());
    await user.type(numberInput(), 'KA7777KA');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(findVehiclesByNumber.mock.calls).toEqual([['KA7777KA']]);
    expect(
      await screen.findByText('No vehicle with this number was found. Choose the type yourself.'),
    ).toBeInTheDocument();
    expect(vehicleType()).toHaveTextContent('Cars');
  });

  it('does not look up an invalid number and says it is wrong once the buyer leaves the field', async () => {
    const findVehiclesByNumber = jest.fn();
    const { user } = renderCalculator({ api: { findVehiclesByNumber } });
    await user.type(numberInput(), 'AA12');
    await user.tab();
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(findVehiclesByNumber).not.toHaveBeenCalled();
    expect(screen.getByText('Wrong state number')).toBeInTheDocument();
    expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the lookup fails, leaving the vehicle type alone', async () => {
    const findVehiclesByNumber = jest.fn().mockRejectedValue(new ApiError('serverError'));
    const { user } = renderCalculator({ api: { findVehiclesByNumber } });
    await chooseOption(user, 'Vehicle type', 'Buses');
    await user.type(numberInput(), 'AA1234AA');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(
      await screen.findByText('The number could not be checked. Choose the vehicle type yourself.'),
    ).toBeInTheDocument();
    expect(vehicleType()).toHaveTextContent('Buses');
  });

  it('keeps the number across a reload as personal data, without looking it up again', async () => {
    localStorage.setItem(
      'state_snapshot_calculator',
      JSON.stringify({
        version: SNAPSHOT_VERSION,
        value: { values: { autoTypeSelect: 'C', typeInput: 'NATURAL' }, sort: 'asc' },
      }),
    );
    localStorage.setItem(
      'state_snapshot_calculator_number',
      JSON.stringify({ version: SNAPSHOT_VERSION, value: 'KA4400XT', personal: true }),
    );
    const findVehiclesByNumber = jest.fn();
    renderCalculator({ api: { findVehiclesByNumber } });
    expect(numberInput()).toHaveValue('KA4400XT');
    expect(vehicleType()).toHaveTextContent('Trucks');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(findVehiclesByNumber).not.toHaveBeenCalled();
  });

  it('saves a typed number apart from the rest of the form', async () => {
    const { user } = renderCalculator({ api: { findVehiclesByNumber: jest.fn().mockResolvedValue([]) } });
    await user.type(numberInput(), 'AA1234AA');
    await waitFor(() => expect(localStorage.getItem('state_snapshot_calculator_number')).toContain('AA1234AA'));
    expect(localStorage.getItem('state_snapshot_calculator')).not.toContain('AA1234AA');
  });
});
