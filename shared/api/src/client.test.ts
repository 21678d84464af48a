import {
  attemptFor,
  createInsurerClient,
  newIdempotencyKey,
  REQUEST_TIMEOUT_MS,
  schema,
  type ErrorKey,
  type Schema,
} from '.';
import { clientOf, describeCalls, failure } from './testing/callCases';
import { ok, routeHttp, SMS_CHALLENGE, type Reply, type Route } from './testing/routeAdapter';
import { carriesAcceptedSmsProof } from './testing/smsProofCheck';
import { createHttp } from './transport';

const Thing = schema(({ type, number, string, optional }) => type({ id: number(), name: optional(string()) }));
const Things = schema(({ array, type, number }) => array(type({ id: number() })));

describeCalls([
  {
    name: 'a search',
    route: 'GET /things',
    run: (client) => client.call({ method: 'GET', url: '/things', params: { q: 'ab' } }, Things, 'serverError'),
    reply: ok([{ id: 1, extra: 'kept' }]),
    result: [{ id: 1, extra: 'kept' }],
    request: { params: { q: 'ab' } },
    fallback: 'serverError',
    malformed: [{ id: '1' }],
  },
  {
    name: 'a write',
    route: 'POST /thing',
    run: (client) => client.call({ method: 'POST', url: '/thing', data: { a: 1 } }, Thing, 'draft'),
    reply: ok({ id: 5 }),
    result: { id: 5 },
    request: { body: { a: 1 } },
    fallback: 'draft',
    malformed: { id: 5, name: 7 },
  },
]);

describe('createInsurerClient', () => {
  it('talks JSON to /api with a 20 s timeout by default', () => {
    const http = createHttp();
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.timeout).toBe(20_000);
    expect(http.defaults.headers['Content-Type']).toBe('application/json');
    expect(http.defaults.headers.Accept).toBe('application/json');
  });

  it('builds the address of a GET request on the configured base URL, without loading the transport', () => {
    const request = { url: '/order/show', params: { contract_id: 5, lang: 'uk' } };
    expect(createInsurerClient().address(request)).toBe('/api/order/show?contract_id=5&lang=uk');
    expect(createInsurerClient({ baseURL: 'http://127.0.0.1:8090/' }).address(request)).toBe(
      'http://127.0.0.1:8090/order/show?contract_id=5&lang=uk',
    );
    expect(createInsurerClient({ http: routeHttp({}, 'http://one.test').http }).address({ url: '/x' })).toBe(
      'http://one.test/x',
    );
    expect(createInsurerClient().address({ url: '/x', params: { q: 'a b&c' } })).toBe('/api/x?q=a+b%26c');
  });

  it('sends to a given instance’s own base URL unless told another', async () => {
    const { http, requests } = routeHttp({ 'GET /thing': ok({ id: 1 }) }, 'http://one.test');
    await createInsurerClient({ http }).call({ method: 'GET', url: '/thing' }, Thing, 'serverError');
    await createInsurerClient({ http, baseURL: 'http://two.test' }).call(
      { method: 'GET', url: '/thing' },
      Thing,
      'serverError',
    );
    expect(requests.map((r) => r.baseURL)).toEqual(['http://one.test', 'http://two.test']);
  });

  it('sends a call again at once, the same request, when the shop server has just started the session, and only once', async () => {
    const post = { method: 'POST', url: '/thing', data: { a: 1 }, idempotencyKey: 'draft-attempt-0123456789' } as const;
    const answers: Reply[] = [
      { status: 425, body: { message: 'The session has started: send the call again', errorCode: 'SESSION_STARTED' } },
      ok({ id: 5 }),
    ];
    const first = clientOf({ 'POST /thing': () => answers.shift() as Reply });
    expect(await first.client.call(post, Thing, 'draft')).toEqual({ id: 5 });
    expect(first.requests).toHaveLength(2);
    expect(first.requests[1]).toEqual(first.requests[0]);

    const again = clientOf({ 'POST /thing': { status: 425, body: { errorCode: 'SESSION_STARTED' } } });
    await failure(again.client.call(post, Thing, 'draft'));
    expect(again.requests).toHaveLength(2);
    const other = clientOf({ 'POST /thing': { status: 425, body: { message: 'Too early' } } });
    await failure(other.client.call(post, Thing, 'draft'));
    expect(other.requests).toHaveLength(1);
  });

  it('uses an insurer’s own message rules', async () => {
    const { http } = routeHttp({ 'POST /thing': { status: 422, body: { message: 'Vehicle wanted' } } });
    const client = createInsurerClient({
      http,
      messageRules: { underwritingPhrases: { person: [], vehicle: ['Vehicle wanted'] }, hintPatterns: [] },
    });
    expect(await failure(client.call({ method: 'POST', url: '/thing' }, Thing, 'draft'))).toMatchObject({
      key: 'underwriting',
      notice: 'underwritingVehicle',
    });
  });

  it("sends the attempt's key, and none without one", async () => {
    const seen: unknown[] = [];
    const keep = (config: Parameters<Route>[0]) => {
      seen.push(config.headers.get('Idempotency-Key'));
      return ok({ id: 1 });
    };
    const { client } = clientOf({ 'POST /thing': keep });
    await client.call({ method: 'POST', url: '/thing', idempotencyKey: 'attempt-0123456789abcdef' }, Thing, 'draft');
    await client.call({ method: 'POST', url: '/thing' }, Thing, 'draft');
    expect(seen).toEqual(['attempt-0123456789abcdef', undefined]);
  });

  it('hands over an answer as it came: its status, content type and body, bytes for a document', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4').buffer;
    const { client } = clientOf({
      'GET /json': { status: 201, body: { errorCode: 0 } },
      'GET /pdf': { status: 200, raw: pdf, headers: { 'content-type': 'application/pdf' } },
    });
    await expect(client.send({ method: 'GET', url: '/json' }, 'serverError')).resolves.toEqual({
      status: 201,
      contentType: 'application/json',
      body: { errorCode: 0 },
    });
    const document = await client.send({ method: 'GET', url: '/pdf', responseType: 'arraybuffer' }, 'serverError');
    expect(document.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(document.body as ArrayBuffer)).toBe('%PDF-1.4');
  });

  it('reads any part of an answer with its schema, and one that does not fit is serverError', async () => {
    const client = createInsurerClient();
    await expect(client.read({ id: 3, more: true }, Thing)).resolves.toEqual({ id: 3, more: true });
    expect((await failure(client.read({ id: '3' }, Thing))).key).toBe('serverError');
  });
});

describe('the wire types', () => {
  const read = <T>(value: unknown, answer: Schema<T>) => createInsurerClient().read(value, answer);

  it('reads dates as YYYY-MM-DD and instants as ISO 8601', async () => {
    const Dated = schema(({ type, isoDate, instant }) => type({ day: isoDate(), at: instant() }));
    const good = { day: '2024-03-10', at: '2024-03-10T12:00:00+02:00' };
    await expect(read(good, Dated)).resolves.toEqual(good);
    expect((await failure(read({ ...good, day: '10.03.2024' }, Dated))).key).toBe('serverError');
    expect((await failure(read({ ...good, day: '2024-02-30' }, Dated))).key).toBe('serverError');
    expect((await failure(read({ ...good, at: 'soon' }, Dated))).key).toBe('serverError');
  });

  it.each<[string, unknown, unknown]>([
    ['an answer that is no object', 'SENT', {}],
    ['an empty object', {}, {}],
    [
      'both fields',
      { sentAt: '2024-03-10T10:00:00+02:00', wait: 45 },
      { sentAt: '2024-03-10T10:00:00+02:00', wait: 45 },
    ],
    ['fields of another shape, left out, and fields it does not know', { sentAt: 'soon', wait: '30', more: 1 }, {}],
  ])('keeps of %s only the known fields in their shape', async (_name, value, known) => {
    const Sent = schema(({ knownFields, instant, number }) => knownFields({ sentAt: instant(), wait: number() }));
    await expect(read(value, Sent)).resolves.toEqual(known);
  });

  it('reads known fields inside a union, the first shape that fits winning', async () => {
    const Sent = schema(({ union, literal, knownFields, number }) =>
      union([literal('OK'), knownFields({ wait: number() })]),
    );
    await expect(read('OK', Sent)).resolves.toBe('OK');
    await expect(read({ wait: 3 }, Sent)).resolves.toEqual({ wait: 3 });
    await expect(read(42, Sent)).resolves.toEqual({});
  });
});

describe('the proof of work before a message', () => {
  const text = { method: 'POST', url: '/text', smsProof: true } as const;

  it('sends a solution the shop server accepts', async () => {
    let accepted: Promise<boolean> | undefined;
    const { client, requests } = clientOf({
      'POST /text': (config) => ((accepted = carriesAcceptedSmsProof(config)), ok({})),
    });
    await client.send(text, 'sendOTP');
    expect(requests.map((r) => r.url)).toEqual(['/smsChallenge', '/text']);
    expect(await accepted).toBe(true);
  });

  it('sends none with a call that texts nobody', async () => {
    let accepted: Promise<boolean> | undefined;
    const { client, requests } = clientOf({
      'POST /text': (config) => ((accepted = carriesAcceptedSmsProof(config)), ok({})),
    });
    await client.send({ method: 'POST', url: '/text' }, 'sendOTP');
    expect(requests.map((r) => r.url)).toEqual(['/text']);
    expect(await accepted).toBe(false);
  });

  it.each<[string, Reply, ErrorKey]>([
    ['a server that cannot issue one', { status: 503, body: { message: 'down' } }, 'serverError'],
    [
      'too many challenges asked for',
      { status: 429, body: { message: 'Too many attempts, try again later', retryAfterSeconds: 9 } },
      'tooManyAttempts',
    ],
    ['a challenge that is none', ok('nonsense'), 'sendOTP'],
    [
      'a challenge with no prefix to find',
      { status: 200, body: { parameters: { ...SMS_CHALLENGE.parameters, keyPrefix: '' } } },
      'sendOTP',
    ],
  ])('fails the call on %s, and asks for no message', async (_name, challenge, key) => {
    const { client, requests } = clientOf({ 'GET /smsChallenge': challenge, 'POST /text': ok({}) });
    expect((await failure(client.send(text, 'sendOTP'))).key).toBe(key);
    expect(requests.map((r) => r.url)).toEqual(['/smsChallenge']);
  });
});

describe('attempts', () => {
  it('keep their key for the same input and take a new one for another', () => {
    const first = attemptFor('a', undefined);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(attemptFor('a', first)).toBe(first);
    const other = attemptFor('b', first);
    expect(other.input).toBe('b');
    expect(other.key).not.toBe(first.key);
    expect(new Set(Array.from({ length: 50 }, () => newIdempotencyKey())).size).toBe(50);
  });
});
