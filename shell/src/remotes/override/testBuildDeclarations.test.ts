import { testBuildDeclarations } from '../registerSteps';

const routes = [
  { page: 'pay', path: '/payment', layout: 'default', step: 'payment', title: { uk: 'Оплата', en: 'Payment' } },
];
const journey = { label: { uk: 'Оплата', en: 'Payment' }, follows: 'review', needs: ['signed'] };
const files: Record<string, unknown> = { 'routes.json': routes, 'step.json': { journey, calls: [] } };
const answering = (bodies: Record<string, unknown>, status = 200) =>
  jest.fn(async (url: string) => {
    const body = bodies[url.slice(url.lastIndexOf('/') + 1)];
    return {
      ok: status < 400 && body !== undefined,
      status: body === undefined ? 404 : status,
      json: async () => body,
    };
  }) as unknown as typeof fetch;

describe("a test build's declarations", () => {
  it('are its routes.json and the journey of its step.json, beside its manifest', async () => {
    const fetchImpl = answering(files);
    await expect(
      testBuildDeclarations('payment', 'https://builds.example.com/payment/42/mf-manifest.json', fetchImpl),
    ).resolves.toEqual({
      routes,
      journey,
    });
    expect(fetchImpl).toHaveBeenCalledWith('https://builds.example.com/payment/42/routes.json', {
      credentials: 'omit',
    });
    expect(fetchImpl).toHaveBeenCalledWith('https://builds.example.com/payment/42/step.json', { credentials: 'omit' });
  });

  it('are refused when a file is missing', async () => {
    const manifest = 'https://b.test/mf-manifest.json';
    await expect(testBuildDeclarations('payment', manifest, answering({}, 404))).rejects.toThrow(
      "The payment test build's https://b.test/routes.json answered 404",
    );
    await expect(testBuildDeclarations('payment', manifest, answering({ 'routes.json': routes }))).rejects.toThrow(
      'step.json answered 404',
    );
  });
});
