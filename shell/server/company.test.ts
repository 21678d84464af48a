/** @jest-environment node */
import { companyInfoFrom, loadCompany } from './company';

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
  ],
};

describe('company settings (DECISIONS 8)', () => {
  it('maps every slug to what the page shows, dropping empty values', () => {
    expect(companyInfoFrom(answer)).toEqual({
      id: 7,
      name: 'Insurer',
      gtmTag: 'GTM-ABC123',
      supportPhones: ['+380 44 111 22 33'],
      supportEmail: 'help@insurer.ua',
      chats: { telegram: 'https://t.me/insurer', viber: 'viber://pa?chatURI=insurer' },
      platform: { name: 'EWA', url: 'https://ewa.ua' },
    });
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
