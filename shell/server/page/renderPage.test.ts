/** @jest-environment node */
import { registryRoutes } from '../../src/remotes/registry';
import { routeAt } from '../../src/routing/routeTable';
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import type { PageConfig } from '../../src/config/pageConfig';
import { renderPage } from './pages';
import { TAPS_BEFORE_HYDRATION_SCRIPT } from './tapsBeforeHydration';

const template = '<!doctype html><html lang="uk"><head><title>Green Card</title></head><body></body></html>';
const config: PageConfig = {
  company: { id: 1, name: 'Insurer </script><script>alert(1)</script>', supportPhones: [], chats: {} },
  draftDialect: 'snake',
  remotes: TEST_REGISTRY,
  overrideOrigins: [],
};
const routes = registryRoutes(TEST_REGISTRY);
const render = (pathname: string, pageConfig = config, headExtra?: string) =>
  renderPage(template, routeAt(routes, pathname), pageConfig, headExtra);

describe('the served page', () => {
  it('also fills a minified template', () => {
    const { html } = renderPage('<html lang=uk><head><title>x</title></head></html>', routeAt(routes, '/en'), config);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('id="shop-config"');
  });

  it('runs the script that keeps early taps from its head, before the body is there to be tapped', () => {
    const { html } = render('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${TAPS_BEFORE_HYDRATION_SCRIPT}</script>`);
  });

  it('is Ukrainian at / with the home title, and 200', () => {
    const { status, html } = render('/', { ...config, company: { ...config.company, name: 'Acme' } });
    expect(status).toBe(200);
    expect(html).toContain('<html lang="uk"');
    expect(html).toContain('<title>Acme — страхування</title>');
  });

  it.each([
    ['/en/contract', 'en', 'Green Card - contract'],
    ['/contract', 'uk', 'Зелена картка - договір'],
    ['/en/fail', 'en', 'Failed to pay'],
    ['/en/success', 'en', 'Contract is concluded'],
    ['/en/confirm', 'en', 'Confirm code'],
    ['/en/payment', 'en', 'Payment'],
    ['/en/UI', 'en', 'Interface widgets'],
  ])('%s is in %s titled %s', (path, lang, title) => {
    const { status, html } = render(path);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${title}</title>`);
  });

  it('answers an unknown page with 404 in its language, with the 404 title', () => {
    const { status, html } = render('/en/missing');
    expect(status).toBe(404);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Page not found</title>');
  });

  it('keeps a company name with replacement patterns as it is, escaped', () => {
    const { html } = render('/', { ...config, company: { ...config.company, name: "A$&B $' <C>" } });
    expect(html).toContain('<title>A$&amp;B $&#39; &lt;C&gt; — страхування</title>');
  });

  it('carries the config as inert JSON that cannot close its script element', () => {
    const { html } = render('/');
    expect(html).toContain('<script type="application/json" id="shop-config">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /id="shop-config">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { company: { name: string } }).company.name).toBe(config.company.name);
    expect((JSON.parse(json) as { remotes: { payment: { routes: unknown } } }).remotes.payment.routes).toEqual(
      TEST_REGISTRY.payment.routes,
    );
  });
});
