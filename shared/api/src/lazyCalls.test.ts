// The home page must not pay for axios and the answer schemas before the first call (docs/performance.md).
const mockLoaded: string[] = [];
jest.mock('axios', () => {
  mockLoaded.push('axios');
  return jest.requireActual('axios');
});
jest.mock('superstruct', () => {
  mockLoaded.push('superstruct');
  return jest.requireActual('superstruct');
});

describe('loading the calls on the first call', () => {
  it('loads neither axios nor superstruct when the package is imported and the client created', () => {
    jest.isolateModules(() => {
      const { createApi, isApiError, buildSnakeDraft, ERROR_KEYS } = require('.') as typeof import('.');
      const api = createApi({ baseURL: '/api' });
      expect(typeof api.searchProducts).toBe('function');
      expect(api.contractDocumentUrl(42)).toBe('/api/order/show?contract_id=42&lang=uk');
      expect(typeof isApiError).toBe('function');
      expect(typeof buildSnakeDraft).toBe('function');
      expect(ERROR_KEYS).toContain('serverError');
    });
    expect(mockLoaded).toEqual([]);
  });

  it('loads them with the first call, once', async () => {
    const { createApi } = require('.') as typeof import('.');
    const api = createApi({ baseURL: 'http://127.0.0.1:1' });
    await expect(api.getServerTime()).rejects.toMatchObject({ key: 'serverError' });
    await expect(api.getServerTime()).rejects.toMatchObject({ key: 'serverError' });
    expect(mockLoaded.sort()).toEqual(['axios', 'superstruct']);
  });
});
