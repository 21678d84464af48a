import { isCompany, type Company } from '@greencard/api/server';
import { LOCALES, type Localized } from '@greencard/domain';
import type { CompanyInfo } from '@greencard/step';
import { traceHeaders } from './observability/tracing';

/** Only web addresses become links: a setting is insurer data, and a `javascript:` or `data:` URL is not a page. */
export function isWebUrl(value: string): boolean {
  return URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol);
}

/**
 * A link setting as one URL per page language: `{lang}` in it becomes `uk` or `en` (docs/insurer-settings.md).
 * Undefined when absent or when it is not a web address in every language.
 */
export function localizedUrl(template: string | undefined): Localized | undefined {
  if (!template) return undefined;
  const urls = Object.fromEntries(
    LOCALES.map((locale) => [locale, template.replaceAll('{lang}', locale)]),
  ) as Localized;
  return LOCALES.every((locale) => isWebUrl(urls[locale])) ? urls : undefined;
}

/** Turns the insurer's settings list (docs/insurer-settings.md) into what the page shows. Empty values count as absent. */
export function companyInfoFrom(answer: Company): CompanyInfo {
  const setting = (slug: string) => {
    const value = answer.settings.find((s) => s.slug === slug)?.value?.trim();
    return value ? value : undefined;
  };
  const platformName = setting('platform_name');
  return {
    id: answer.id,
    name: answer.name,
    gtmTag: setting('green_gtm_tag'),
    supportPhones: [setting('support_phone_1'), setting('support_phone_2')].filter((p): p is string => !!p),
    supportEmail: setting('support_email'),
    chats: { telegram: setting('chat_telegram'), viber: setting('chat_viber') },
    platform: platformName ? { name: platformName, url: setting('platform_url') } : undefined,
    offerUrl: localizedUrl(setting('offer_url')),
    osagoUrl: localizedUrl(setting('osago_url')),
  };
}

/** GET /company once at start (rules §7), retried while the insurer API comes up. */
export async function loadCompany(
  insurerApiUrl: string,
  comToken: string,
  { attempts = 30, delayMs = 1000, fetchImpl = fetch } = {},
): Promise<CompanyInfo> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetchImpl(`${insurerApiUrl}/company`, {
        headers: traceHeaders({ 'COM-TOKEN': comToken }),
      });
      if (!response.ok) throw new Error(`GET /company answered ${response.status}`);
      const body = (await response.json()) as { data?: unknown };
      // The answer's one schema is @greencard/api's, as for every other insurer answer.
      if (!isCompany(body.data)) throw new Error('GET /company answered an unexpected shape');
      return companyInfoFrom(body.data);
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  throw new Error(`Could not read the company from ${insurerApiUrl}: ${String(lastError)}`);
}
