import type { StateNumber } from '@greencard/domain';
import {
  AutoModelList,
  PlaceList,
  ServerTimeAnswer,
  VehicleList,
  type AutoModel,
  type Place,
  type ServerTime,
  type Vehicle,
} from '../schemas';
import { call, type CallContext } from './context';

export function referenceCalls(context: CallContext) {
  return {
    /** GET /number: vehicles registered under a state number (empty when unknown). */
    findVehiclesByNumber: (stateNumber: StateNumber): Promise<Vehicle[]> =>
      call(context, { method: 'GET', url: '/number', params: { q: stateNumber } }, VehicleList, 'serverError'),

    /** GET /model: auto models (with makers) matching the typed text. */
    searchModels: (query: string): Promise<AutoModel[]> =>
      call(context, { method: 'GET', url: '/model', params: { q: query } }, AutoModelList, 'serverError'),

    /** GET /place: registration places matching the typed text. */
    searchPlaces: (query: string, country = 'UA'): Promise<Place[]> =>
      call(context, { method: 'GET', url: '/place', params: { country, q: query } }, PlaceList, 'serverError'),

    /** GET /serverTime: the insurer's clock, which judges the sign-and-pay cut-off (rules D13). */
    getServerTime: async (): Promise<ServerTime> => {
      const answer = await call(context, { method: 'GET', url: '/serverTime' }, ServerTimeAnswer, 'serverError');
      return { now: new Date(answer.now), timeZone: answer.timeZone };
    },
  };
}
