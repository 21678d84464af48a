/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import type { StateNumber } from '@greencard/domain';
import { clientOf, describeCalls, failure, ok } from '@greencard/api/testing';
import { findVehiclesByNumber } from './vehicleCall';

const VEHICLE = {
  stateNumber: 'AA1234BB',
  bodyNumber: 'WVWZZZ1JZXW000001',
  engineVolume: 1598,
  electricMotorPower: null,
  seatingCapacity: 5,
  grossWeight: 1800,
  curbWeight: 1300,
  autoMaker: { id: 3, name: 'Volkswagen' },
  autoModel: { id: 31, name: 'Golf', autoMaker: { id: 3, name: 'Volkswagen' } },
  year: 2015,
  model: 'Golf',
  modelText: 'Golf VII',
  autoType: 'A',
};
const NUMBER = 'AA1234BB' as StateNumber;

describeCalls([
  {
    name: 'findVehiclesByNumber',
    route: 'GET /number',
    run: (client) => findVehiclesByNumber(client, NUMBER),
    reply: ok([VEHICLE]),
    result: [VEHICLE],
    request: { params: { q: 'AA1234BB' } },
    fallback: 'serverError',
    malformed: [{ ...VEHICLE, year: '2015' }],
  },
]);

describe('findVehiclesByNumber as the contract step reads it (rules §3 "Vehicle-by-number result")', () => {
  const find = (data: unknown) => findVehiclesByNumber(clientOf({ 'GET /number': ok(data) }).client, NUMBER);

  it.each<[string, Record<string, unknown>]>([
    [
      'only the fields the spec names, the body number unknown',
      { bodyNumber: null, year: 2015, autoMaker: { id: 3, name: 'Volkswagen' }, modelText: 'Golf VII' },
    ],
    ['no field at all', {}],
    [
      'a richer answer, with the state number and more',
      { stateNumber: 'AA1234BB', bodyNumber: 'WVWZZZ1JZXW000001', engineVolume: 1598, autoType: 'A', colour: 'red' },
    ],
    ['a vehicle type it does not read, of no known kind', { autoType: 'Z' }],
  ])('accepts %s', async (_name, vehicle) => {
    await expect(find([vehicle])).resolves.toEqual([vehicle]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a body number', { bodyNumber: 42 }],
    ['an engine volume', { engineVolume: '1598' }],
    ['a model without its maker', { autoModel: { id: 31, name: 'Golf' } }],
  ])('still refuses a field it reads in another shape: %s', async (_name, vehicle) => {
    expect((await failure(find([vehicle]))).key).toBe('serverError');
  });
});
