/** @jest-environment node */
import { renderPage, type PageConfig } from './renderPage';

const template =
  '<!doctype html><html lang="uk"><head><title>Green Card</title></head><body></body></html>';
const config: PageConfig = {
  company: { id: 1, name: 'Insurer </script><script>alert(1)</script>', supportPhones: [], chats: {} },
  draftDialect: 'snake',
  remotes: {
    calculator: 'http://r/1/mf-manifest.json',
    contract: 'http://r/2/mf-manifest.json',
    confirm: 'http://r/3/mf-manifest.json',
    points: 'http://r/4/mf-manifest.json',
    payment: 'http://r/5/mf-manifest.json',
  },
};

describe('the served page', () => {
  it('also fills a minified template', () => {
    const { html } = renderPage('<html lang=uk><head><title>x</title></head></html>', '/en', config);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('id="shop-config"');
  });

  it('is Ukrainian at / with the home title, and 200', () => {
    const { status, html } = renderPage(template, '/', { ...config, company: { ...config.company, name: 'Acme' } });
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
  ])('%s is in %s titled %s', (path, lang, title) => {
    const { status, html } = renderPage(template, path, config);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${title}</title>`);
  });

  it('answers an unknown page with 404 in its language', () => {
    const { status, html } = renderPage(template, '/en/missing', config);
    expect(status).toBe(404);
    expect(html).toContain('<html lang="en"');
  });

  it('carries the config as inert JSON that cannot close its script element', () => {
    const { html } = renderPage(template, '/', config);
    expect(html).toContain('<script type="application/json" id="shop-config">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /id="shop-config">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).company.name).toBe(config.company.name);
  });
});
