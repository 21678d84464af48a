import { optionGuard, type Option } from './option';

/** rules §3 "Option lists"; the wire values of docs/insurer-api.md. */
export type VehicleType = 'A' | 'B' | 'C' | 'E' | 'F';

export const VEHICLE_TYPES: readonly Option<VehicleType>[] = [
  { value: 'A', label: { uk: 'Легкові автомобілі', en: 'Cars' } },
  { value: 'B', label: { uk: 'Мотоцикли', en: 'Motorcycles' } },
  { value: 'C', label: { uk: 'Вантажні автомобілі', en: 'Trucks' } },
  { value: 'E', label: { uk: 'Автобуси', en: 'Buses' } },
  { value: 'F', label: { uk: 'Причепи та напівпричепи', en: 'Trailers and semi-trailers' } },
];

export const isVehicleType = optionGuard(VEHICLE_TYPES);
