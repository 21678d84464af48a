/** @jest-environment node */
import { companyInfoFrom, isWebUrl, loadCompany, localizedUrl } from './company';

const answer = {
  id: 7,
  name: 'Insurer',
  settings: [
    { slug: 'green_gtm_tag', value: 'GTM-ABC123' },
    { slug: 'support_phone_1', value: '+380 44 111 22 33' },
    { slug: 'support_phone_2', value: ' ' },
    { slug: 'support_email', value: 'help@insurer.ua' },
    { slug: 'chat_telegram', value: 'https://t.me/insurer' },
    { slug: 'chat_viber', value: 'viber://pa?chatURI=insurer' },
    { slug: 'platform_name', value: 'EWA' },
    { slug: 'platform_url', value: 'https://ewa.ua' },
    { slug: 'offer_url', value: 'https://insurer.ua/{lang}/offer' },
    { slug: 'osago_url', value: ' https://insurer.ua/osago ' },
  ],
};

const withSettings = (settings: Record<string, string>) => ({
  ...answer,
  settings: [
    ...answer.settings.filter((s) => !(s.slug in settings)),
    ...Object.entries(settings).map(([slug, value]) => ({ slug, value })),
  ],
});

describe('company settings (docs/insurer-settings.md)', () => {
  it('maps every slug to what the page shows, dropping empty values', () => {
    expect(companyInfoFrom(answer)).toEqual({
      id: 7,
      name: 'Insurer',
      gtmTag: 'GTM-ABC123',
      supportPhones: ['+380 44 111 22 33'],
      supportEmail: 'help@insurer.ua',
      chats: { telegram: 'https://t.me/insurer', viber: 'viber://pa?chatURI=insurer' },
      platform: { name: 'EWA', url: 'https://ewa.ua' },
      offerUrl: { uk: 'https://insurer.ua/uk/offer', en: 'https://insurer.ua/en/offer' },
      osagoUrl: { uk: 'https://insurer.ua/osago', en: 'https://insurer.ua/osago' },
    });
  });

  it('fills {lang} of a link setting with each page language, wherever it stands', () => {
    expect(localizedUrl('https://{lang}.insurer.ua/offer?lang={lang}')).toEqual({
      uk: 'https://uk.insurer.ua/offer?lang=uk',
      en: 'https://en.insurer.ua/offer?lang=en',
    });
    expect(localizedUrl('http://127.0.0.1:8090/sandbox/offer/{lang}')).toEqual({
      uk: 'http://127.0.0.1:8090/sandbox/offer/uk',
      en: 'http://127.0.0.1:8090/sandbox/offer/en',
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<p>offer</p>'],
    ['ftp://insurer.ua/offer.pdf'],
    ['mailto:offer@insurer.ua'],
    ['/offer/{lang}'],
    ['insurer.ua/offer'],
    ['https://'],
  ])('drops a link setting that is not a web address: %s', (value) => {
    const company = companyInfoFrom(withSettings({ offer_url: value, osago_url: value }));
    expect(company.offerUrl).toBeUndefined();
    expect(company.osagoUrl).toBeUndefined();
  });

  it('leaves the links out when the settings are absent or empty', () => {
    const company = companyInfoFrom(withSettings({ offer_url: ' ' }));
    expect(company.offerUrl).toBeUndefined();
    expect(companyInfoFrom({ ...answer, settings: [] })).toMatchObject({ offerUrl: undefined, osagoUrl: undefined });
  });

  it('takes http and https only', () => {
    expect(isWebUrl('https://insurer.ua')).toBe(true);
    expect(isWebUrl('HTTP://insurer.ua/offer')).toBe(true);
    expect(isWebUrl('viber://pa?chatURI=insurer')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
  });

  it('reads GET /company with the partner token, retrying while the insurer comes up', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetchImpl = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      if (calls.length === 1) throw new Error('ECONNREFUSED');
      return new Response(JSON.stringify({ data: answer }), { status: 200 });
    }) as unknown as typeof fetch;
    const company = await loadCompany('http://insurer', 'secret', { delayMs: 1, fetchImpl });
    expect(company.name).toBe('Insurer');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.[0]).toBe('http://insurer/company');
    expect((calls[1]?.[1]?.headers as Record<string, string>)['COM-TOKEN']).toBe('secret');
  });

  it('gives up with a clear error on a malformed answer', async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ data: { id: 'x' } }))) as unknown as typeof fetch;
    await expect(loadCompany('http://insurer', 't', { attempts: 2, delayMs: 1, fetchImpl })).rejects.toThrow(
      /unexpected shape/,
    );
  });
});
