import { readLookup, vehicleTitle } from './vehicleLookup';
import type { Vehicle } from './vehicleLookupCall';

const golf: Vehicle = {
  autoMaker: { name: 'Volkswagen' },
  autoModel: { name: 'Golf' },
  modelText: 'VOLKSWAGEN GOLF',
  year: 2016,
  autoType: 'A',
};

describe('vehicle lookup', () => {
  it.each<[Partial<Vehicle>, string]>([
    [{}, 'Volkswagen Golf, 2016'],
    [{ autoModel: null }, 'Volkswagen VOLKSWAGEN GOLF, 2016'],
    [{ year: null }, 'Volkswagen Golf'],
  ])('titles %p as %p (maker plus model, or plus the free model text)', (change, title) => {
    expect(vehicleTitle({ ...golf, ...change })).toBe(title);
  });

  it('reads the vehicle type of the first vehicle found', () => {
    expect(readLookup([{ ...golf, autoType: 'B' }, golf])).toEqual({
      status: 'found',
      vehicle: 'Volkswagen Golf, 2016',
      autoType: 'B',
    });
  });

  it('says when the registry knows the vehicle but not its type', () => {
    expect(readLookup([{ ...golf, autoType: null }])).toEqual({
      status: 'foundWithoutType',
      vehicle: 'Volkswagen Golf, 2016',
    });
  });

  it('says when nothing is registered under the number', () => {
    expect(readLookup([])).toEqual({ status: 'notFound' });
  });
});
