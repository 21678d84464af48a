// GET /number is the calculator's call, which the contract step uses (its step.json `uses`) to fill the vehicle
// block: read here with a schema of the fields this step fills in.
import { schema, type Answer, type InsurerClient } from '@greencard/api';
import type { StateNumber } from '@greencard/domain';
import { autoModel } from '../search/modelSearchCall';

/**
 * A vehicle found by its state number (rules §3 "Vehicle-by-number result"). Registry data is patchy (an electric
 * car has no engine volume): every field may be missing or null; one in another shape is refused.
 */
const Vehicles = schema((builders) => {
  const { array, type, optional, nullable, string, number } = builders;
  return array(
    type({
      bodyNumber: optional(nullable(string())),
      engineVolume: optional(nullable(number())),
      electricMotorPower: optional(nullable(number())),
      seatingCapacity: optional(nullable(number())),
      grossWeight: optional(nullable(number())),
      curbWeight: optional(nullable(number())),
      autoMaker: optional(nullable(type({ id: number(), name: string() }))),
      autoModel: optional(nullable(autoModel(builders))),
      year: optional(nullable(number())),
      model: optional(nullable(string())),
      modelText: optional(nullable(string())),
    }),
  );
});
export type Vehicle = Answer<typeof Vehicles>[number];

/** GET /number: the vehicles registered under a state number (empty when unknown). */
export const findVehiclesByNumber = (client: InsurerClient, stateNumber: StateNumber): Promise<Vehicle[]> =>
  client.call({ method: 'GET', url: '/number', params: { q: stateNumber } }, Vehicles, 'serverError');
