import { schema, type Answer, type InsurerClient } from '@greencard/api';
import { isVehicleType, type StateNumber, type VehicleType } from '@greencard/domain';

/**
 * GET /number as the calculator reads it (rules §3 "Vehicle-by-number result"): what titles the vehicle and its
 * type. Registry data is patchy, so each may be missing or null; one the spec names in another shape is refused.
 */
const Vehicles = schema(({ array, type, optional, nullable, string, number, define }) => {
  const named = type({ name: string() });
  return array(
    type({
      autoMaker: optional(nullable(named)),
      autoModel: optional(nullable(named)),
      model: optional(nullable(string())),
      modelText: optional(nullable(string())),
      year: optional(nullable(number())),
      autoType: optional(nullable(define<VehicleType>('VehicleType', isVehicleType))),
    }),
  );
});
export type Vehicle = Answer<typeof Vehicles>[number];

/** GET /number: the vehicles registered under a state number (empty when unknown). */
export const findVehiclesByNumber = (client: InsurerClient, stateNumber: StateNumber): Promise<Vehicle[]> =>
  client.call({ method: 'GET', url: '/number', params: { q: stateNumber } }, Vehicles, 'serverError');
