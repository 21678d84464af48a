import { schema, type Answer, type InsurerClient } from '@greencard/api';

/** GET /serverTime: the insurer's clock, which judges the sign-and-pay cut-off (rules D13). */
const ServerTime = schema(({ type, string, instant }) => type({ now: instant(), timeZone: string() }));
export type ServerTime = Answer<typeof ServerTime>;

/** The shell's call, which every step's server clock reads. */
export const SERVER_TIME_PATH = '/serverTime';

export const readServerTime = (client: InsurerClient): Promise<ServerTime> =>
  client.call({ method: 'GET', url: SERVER_TIME_PATH }, ServerTime, 'serverError');
