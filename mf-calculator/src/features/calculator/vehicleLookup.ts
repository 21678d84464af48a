// What the state-number shortcut shows and does with an answer of GET /number. Pure, so every case is tested.
import { autoTitle, isVehicleType, type VehicleType } from '@greencard/domain';
import type { Vehicle } from './vehicleLookupCall';

export type LookupResult =
  | { status: 'found'; vehicle: string; autoType: VehicleType }
  | { status: 'foundWithoutType'; vehicle: string }
  | { status: 'notFound' }
  | { status: 'failed' };

/** The vehicle's title as the spec builds it (maker plus model, or maker plus the registry's text), with its year. */
export function vehicleTitle(vehicle: Vehicle): string {
  const title = autoTitle(vehicle.autoMaker ?? null, vehicle.autoModel ?? vehicle.modelText ?? vehicle.model ?? null);
  return vehicle.year ? `${title}, ${vehicle.year}` : title;
}

/** The first vehicle registered under the number decides; the registry answers one per number. */
export function readLookup(vehicles: readonly Vehicle[]): LookupResult {
  const vehicle = vehicles[0];
  if (!vehicle) return { status: 'notFound' };
  const title = vehicleTitle(vehicle);
  return isVehicleType(vehicle.autoType)
    ? { status: 'found', vehicle: title, autoType: vehicle.autoType }
    : { status: 'foundWithoutType', vehicle: title };
}
