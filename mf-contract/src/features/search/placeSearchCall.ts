import { schema, type Answer, type InsurerClient } from '@greencard/api';

/** GET /place: cities, "Name, region". */
const Places = schema(({ array, type, number, string }) => array(type({ id: number(), text: string() })));
export type Place = Answer<typeof Places>[number];

/** The vehicle's registration place is a city in Ukraine. */
const REGISTRATION_COUNTRY = 'UA';

/** GET /place: the registration places matching the typed text. */
export const searchPlaces = (client: InsurerClient, query: string): Promise<Place[]> =>
  client.call(
    { method: 'GET', url: '/place', params: { country: REGISTRATION_COUNTRY, q: query } },
    Places,
    'serverError',
  );
