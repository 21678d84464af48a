// What a vehicle found by its state number (GET /number, rules §3 "Vehicle-by-number result") fills in. The buyer
// may still change every field afterwards.
import type { Vehicle } from './vehicleCall';
import { ADDITIONAL_VEHICLE_FIELDS, type ContractFormValues } from '../values/formValues';

export type VehicleFields = Pick<
  ContractFormValues,
  | 'bodyNumber'
  | 'bodyNumberUnknown'
  | 'year'
  | 'engineVolume'
  | 'electricMotorPower'
  | 'grossWeight'
  | 'curbWeight'
  | 'seatingCapacity'
  | 'maker'
  | 'model'
  | 'additionalFieldsOpen'
>;

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export function vehicleFields(vehicle: Vehicle): VehicleFields {
  const details = {
    engineVolume: text(vehicle.engineVolume),
    electricMotorPower: text(vehicle.electricMotorPower),
    grossWeight: text(vehicle.grossWeight),
    curbWeight: text(vehicle.curbWeight),
    seatingCapacity: text(vehicle.seatingCapacity),
  };
  const maker = vehicle.autoModel?.autoMaker ?? vehicle.autoMaker ?? null;
  // A model outside the catalogue comes only as the registry's text: it is sent as free text.
  const model = vehicle.autoModel
    ? { value: vehicle.autoModel.id, text: vehicle.autoModel.name }
    : { value: null, text: (vehicle.model || vehicle.modelText || '').trim() };
  return {
    bodyNumber: vehicle.bodyNumber ?? '',
    bodyNumberUnknown: (vehicle.bodyNumber ?? '').trim() === '',
    year: text(vehicle.year),
    ...details,
    maker: maker ? { value: maker.id, text: maker.name } : { value: null, text: '' },
    model: model,
    // The details it filled in are shown, so the buyer sees everything that will be sent.
    additionalFieldsOpen: ADDITIONAL_VEHICLE_FIELDS.some((field) => details[field] !== ''),
  };
}
