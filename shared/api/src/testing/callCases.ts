// Test support only: what every insurer call must do, checked call by call in the test of each step's calls. A case
// names the call's route, runs it on a client whose axios answers from a route table (routeAdapter.ts), and says
// what it sends, what it returns and which catalogue key a failure that says nothing ends in.
import { createInsurerClient, type InsurerClient } from '../client';
import type { ErrorKey } from '@greencard/domain';
import { ApiError } from '../errors/ApiError';
import { routeHttp, type RecordedRequest, type Reply } from './routeAdapter';

export interface CallCase {
  name: string;
  /** 'METHOD /path', as the route table names it. */
  route: string;
  run: (client: InsurerClient) => Promise<unknown>;
  reply: Reply;
  result: unknown;
  request: Partial<RecordedRequest>;
  fallback: ErrorKey;
  /** Data no insurer may answer; undefined when any data is a success (the answer without an envelope is not). */
  malformed: unknown;
  /** A whole answer no insurer may give, for a call whose data may be anything. */
  malformedBody?: unknown;
}

/** The ApiError a call failed with. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The client a test's route table answers. */
export const clientOf = (routes: Parameters<typeof routeHttp>[0]) => {
  const { http, requests } = routeHttp(routes);
  return { client: createInsurerClient({ http }), requests };
};

/** The checks every call must pass, for each case. */
export function describeCalls(cases: CallCase[]): void {
  describe('every call', () => {
    it.each(cases)('$name: sends its request and returns the checked answer', async (c) => {
      const { client, requests } = clientOf({ [c.route]: c.reply });
      await expect(c.run(client)).resolves.toEqual(c.result);
      const [routeMethod, routePath] = c.route.split(' ');
      // A call that texts the buyer first fetches the challenge it solves (transport.ts).
      const own = requests.filter((r) => r.url !== '/smsChallenge');
      expect(own).toEqual([expect.objectContaining({ method: routeMethod, url: routePath, ...c.request })]);
    });

    it.each(cases)('$name: a 2xx that fails its schema is serverError', async (c) => {
      const body = c.malformedBody ?? (c.malformed === undefined ? { result: 'no envelope' } : { data: c.malformed });
      expect((await failure(c.run(clientOf({ [c.route]: { status: 200, body } }).client))).key).toBe('serverError');
    });

    it.each(cases)('$name: a body that is no JSON is serverError', async (c) => {
      const { client } = clientOf({ [c.route]: { status: 200, raw: '<html>proxy page</html>' } });
      expect((await failure(c.run(client))).key).toBe('serverError');
    });

    it.each(cases)('$name: a 4xx without a message gives its catalogue key', async (c) => {
      const { client } = clientOf({ [c.route]: { status: 404, body: {} } });
      expect(await failure(c.run(client))).toMatchObject({ key: c.fallback, status: 404 });
    });

    it.each(cases)('$name: a 5xx and a network failure are serverError', async (c) => {
      for (const reply of [{ status: 502 }, { fail: 'network' }] as Reply[]) {
        expect((await failure(c.run(clientOf({ [c.route]: reply }).client))).key).toBe('serverError');
      }
    });

    it.each(cases)('$name: a 4xx with an insurer message goes through the message rules', async (c) => {
      const { client } = clientOf({
        [c.route]: {
          status: 422,
          body: { message: 'Страховик відмовив у страхуванні особи. Зверніться до служби підтримки.' },
        },
      });
      expect(await failure(c.run(client))).toMatchObject({
        key: 'underwriting',
        notice: 'underwritingPerson',
        text: 'Страховик відмовив у страхуванні особи.',
      });
    });
  });
}
