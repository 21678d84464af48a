import type { DraftDialect } from '@greencard/api';
import type { Localized } from '@greencard/domain';

/**
 * The insurer's company data (rules D8) as the shell server reads it from GET /company at start and hands it to
 * the page. Nothing here is hard-coded in the shop: every value comes from the insurer.
 */
export interface CompanyInfo {
  id: number;
  name: string;
  gtmTag?: string;
  supportPhones: string[];
  supportEmail?: string;
  chats: { telegram?: string; viber?: string };
  /** The platform credit in the footer; its URL is never a product link. */
  platform?: { name: string; url?: string };
  /**
   * The public offer the consent tick links to, one URL per page language (`{lang}` of the `offer_url` setting
   * filled in; docs/insurer-settings.md). Absent: the tick has no link.
   */
  offerUrl?: Localized;
  /** The sister product's page (compulsory motor insurance, OSAGO), linked from the header, per page language. */
  osagoUrl?: Localized;
}

export interface ShopConfig {
  company: CompanyInfo;
  /** Which reading of rules §3 the draft goes out in (rules D2). */
  draftDialect: DraftDialect;
  /** Where a step's API client sends insurer calls: the shell server's gateway, '/api' unless given. */
  apiBaseUrl?: string;
}
