import type { Vehicle } from './vehicleCall';
import { vehicleFields } from './vehicleFields';

const golf: Vehicle = {
  bodyNumber: 'WVWWU701ZUF022976',
  engineVolume: 1598,
  electricMotorPower: null,
  seatingCapacity: 5,
  grossWeight: 1790,
  curbWeight: 1270,
  autoMaker: { id: 1, name: 'Volkswagen' },
  autoModel: { id: 1001, name: 'Golf', autoMaker: { id: 1, name: 'Volkswagen' } },
  year: 2016,
  model: 'Golf',
  modelText: 'VOLKSWAGEN GOLF',
};

describe('vehicleFields (GET /number fills the vehicle block)', () => {
  it('fills every field the registry knows, with the chosen maker and model', () => {
    expect(vehicleFields(golf)).toEqual({
      bodyNumber: 'WVWWU701ZUF022976',
      bodyNumberUnknown: false,
      year: '2016',
      engineVolume: '1598',
      electricMotorPower: '',
      grossWeight: '1790',
      curbWeight: '1270',
      seatingCapacity: '5',
      maker: { value: 1, text: 'Volkswagen' },
      model: { value: 1001, text: 'Golf' },
      additionalFieldsOpen: true,
    });
  });

  it('takes a model outside the catalogue as free text', () => {
    const custom = { ...golf, autoModel: null, model: '', modelText: 'VOLKSWAGEN POLO SEDAN TSI CUSTOM' };
    expect(vehicleFields(custom).model).toEqual({ value: null, text: 'VOLKSWAGEN POLO SEDAN TSI CUSTOM' });
    expect(vehicleFields(custom).maker).toEqual({ value: 1, text: 'Volkswagen' });
  });

  it('keeps the details closed when the registry has none', () => {
    const bare = { ...golf, engineVolume: null, seatingCapacity: undefined, grossWeight: null, curbWeight: null };
    expect(vehicleFields(bare).additionalFieldsOpen).toBe(false);
  });
});
