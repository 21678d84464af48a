// The home page must not pay for axios and the answer schemas before the first call (docs/performance.md).
const mockLoaded: string[] = [];
jest.mock('axios', () => {
  mockLoaded.push('axios');
  return jest.requireActual<object>('axios');
});
jest.mock('superstruct', () => {
  mockLoaded.push('superstruct');
  return jest.requireActual<object>('superstruct');
});

describe('loading the client on the first call', () => {
  it('loads neither axios nor superstruct when the package is imported, a schema declared and the client created', () => {
    jest.isolateModules(() => {
      const { createInsurerClient, schema, isApiError, ERROR_KEYS } = require('.') as typeof import('.');
      const client = createInsurerClient({ baseURL: '/api' });
      schema(({ type, number }) => type({ id: number() }));
      expect(typeof client.call).toBe('function');
      expect(client.address({ url: '/order/show', params: { contract_id: 42, lang: 'uk' } })).toBe(
        '/api/order/show?contract_id=42&lang=uk',
      );
      expect(typeof isApiError).toBe('function');
      expect(ERROR_KEYS).toContain('serverError');
    });
    expect(mockLoaded).toEqual([]);
  });

  it('loads them with the first call, once', async () => {
    const { createInsurerClient, schema } = require('.') as typeof import('.');
    const client = createInsurerClient({ baseURL: 'http://127.0.0.1:1' });
    const Thing = schema(({ type, number }) => type({ id: number() }));
    await expect(client.call({ method: 'GET', url: '/thing' }, Thing, 'receipt')).rejects.toMatchObject({
      key: 'serverError',
    });
    await expect(client.call({ method: 'GET', url: '/thing' }, Thing, 'receipt')).rejects.toMatchObject({
      key: 'serverError',
    });
    expect(mockLoaded.sort()).toEqual(['axios', 'superstruct']);
  });
});
