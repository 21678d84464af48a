import { overrideRoutes } from './overrideRoutes';

const routes = [{ page: 'pay', path: '/payment', layout: 'default', step: 'payment', title: { uk: 'Оплата', en: 'Payment' } }];
const answering = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

describe("a test build's pages", () => {
  it('are its routes.json, beside its manifest', async () => {
    const fetchImpl = answering(routes);
    await expect(overrideRoutes('payment', 'https://builds.example.com/payment/42/mf-manifest.json', fetchImpl)).resolves.toEqual(routes);
    expect(fetchImpl).toHaveBeenCalledWith('https://builds.example.com/payment/42/routes.json', { credentials: 'omit' });
  });

  it('are refused when the file is missing or wrong', async () => {
    await expect(overrideRoutes('payment', 'https://b.test/mf-manifest.json', answering('', 404))).rejects.toThrow('answered 404');
    await expect(overrideRoutes('payment', 'https://b.test/mf-manifest.json', answering([{ path: '/x' }]))).rejects.toThrow(
      "The payment test build's routes",
    );
  });
});
