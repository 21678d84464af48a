// GET /company (docs/insurer-settings.md) and the logo by company id.
import { startSandbox, type TestSandbox } from '../testing/harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

describe('GET /company', () => {
  it('answers id, name and every setting of docs/insurer-settings.md, green_gtm_tag included', async () => {
    const answer = await t.get('/company');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: 7, name: 'Sandbox Insurance' });
    const slugs = answer.body.data.settings.map((s: { slug: string }) => s.slug);
    expect(slugs).toEqual([
      'green_gtm_tag',
      'support_phone_1',
      'support_phone_2',
      'support_email',
      'chat_telegram',
      'chat_viber',
      'platform_name',
      'platform_url',
      'offer_url',
      'osago_url',
    ]);
    for (const setting of answer.body.data.settings) expect(typeof setting.value).toBe('string');
    const platformUrl = answer.body.data.settings.find((s: { slug: string }) => s.slug === 'platform_url').value;
    expect(platformUrl).toBe(`${t.url}/sandbox/outbox`);
  });

  it('links the offer and the OSAGO page on the sandbox’s public URL, {lang} left for the shop to fill', async () => {
    const settings: Array<{ slug: string; value: string }> = (await t.get('/company')).body.data.settings;
    const value = (slug: string) => settings.find((s) => s.slug === slug)?.value;
    expect(value('offer_url')).toBe(`${t.url}/sandbox/offer/{lang}`);
    expect(value('osago_url')).toBe(`${t.url}/sandbox/osago/{lang}`);
    for (const slug of ['offer_url', 'osago_url']) {
      for (const lang of ['uk', 'en']) {
        const page = await fetch(value(slug)!.replace('{lang}', lang));
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(`<html lang="${lang}">`);
      }
    }
  });
});

describe('GET /company/logo/:id', () => {
  it('answers the logo as SVG', async () => {
    const answer = await t.get('/company/logo/7');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.text).toMatch(/^<svg /);
  });

  it('answers 404 for another company and 400 for a bad id', async () => {
    expect((await t.get('/company/logo/8')).status).toBe(404);
    expect((await t.get('/company/logo/x')).status).toBe(400);
  });
});
