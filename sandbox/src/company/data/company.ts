// The sandbox insurer's company card (GET /company, docs/insurer-settings.md). Contacts use the reserved .test
// domain and unassigned Kyiv numbers, so nothing here reaches a real person.
export interface CompanySetting {
  slug: string;
  value: string;
}

export const COMPANY_ID = 7;
export const COMPANY_NAME = 'Sandbox Insurance';
/** The insurer code printed in policy numbers (UA/<code>/<serial>). */
export const INSURER_CODE = '097';

/** How a buyer reaches the insurer: in the settings, and on the insurer's own pages (offer, OSAGO). */
export const COMPANY_CONTACTS = {
  phones: ['+380440000001', '+380440000002'],
  email: 'support@greencard-sandbox.test',
} as const;

/** The insurer's own pages, served by the sandbox under /sandbox (src/company/pages.ts); `{lang}` is uk or en. */
export const OFFER_PATH = '/sandbox/offer/{lang}';
export const OSAGO_PATH = '/sandbox/osago/{lang}';

export function companySettings(options: { publicUrl: string; gtmTag: string }): CompanySetting[] {
  return [
    { slug: 'green_gtm_tag', value: options.gtmTag },
    { slug: 'support_phone_1', value: COMPANY_CONTACTS.phones[0] },
    { slug: 'support_phone_2', value: COMPANY_CONTACTS.phones[1] },
    { slug: 'support_email', value: COMPANY_CONTACTS.email },
    { slug: 'chat_telegram', value: 'https://t.me/greencard_sandbox_support' },
    { slug: 'chat_viber', value: 'viber://pa?chatURI=greencard-sandbox-support' },
    { slug: 'platform_name', value: 'Green Card Sandbox' },
    { slug: 'platform_url', value: `${options.publicUrl}/sandbox/outbox` },
    { slug: 'offer_url', value: `${options.publicUrl}${OFFER_PATH}` },
    { slug: 'osago_url', value: `${options.publicUrl}${OSAGO_PATH}` },
  ];
}
