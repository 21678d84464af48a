// The sandbox insurer's company card (GET /company, DECISIONS 8). Contacts use the reserved .test domain and
// unassigned Kyiv numbers, so nothing here reaches a real person.
export interface CompanySetting {
  slug: string;
  value: string;
}

export const COMPANY_ID = 7;
export const COMPANY_NAME = 'Sandbox Insurance';
/** The insurer code printed in policy numbers (UA/<code>/<serial>). */
export const INSURER_CODE = '097';

export function companySettings(options: { publicUrl: string; gtmTag: string }): CompanySetting[] {
  return [
    { slug: 'green_gtm_tag', value: options.gtmTag },
    { slug: 'support_phone_1', value: '+380440000001' },
    { slug: 'support_phone_2', value: '+380440000002' },
    { slug: 'support_email', value: 'support@greencard-sandbox.test' },
    { slug: 'chat_telegram', value: 'https://t.me/greencard_sandbox_support' },
    { slug: 'chat_viber', value: 'viber://pa?chatURI=greencard-sandbox-support' },
    { slug: 'platform_name', value: 'Green Card Sandbox' },
    { slug: 'platform_url', value: `${options.publicUrl}/sandbox/outbox` },
  ];
}
