/**
 * The insurer's company data (DECISIONS 8) as the shell server reads it from GET /company at start and hands it to
 * the page. Nothing here is hard-coded in the shop: every value comes from the insurer.
 */
export interface CompanyInfo {
  id: number;
  name: string;
  gtmTag?: string;
  supportPhones: string[];
  supportEmail?: string;
  chats: { telegram?: string; viber?: string };
  platform?: { name: string; url?: string };
}

export interface ShopConfig {
  company: CompanyInfo;
  /** Which reading of spec section 3 the draft goes out in (DECISIONS 2). */
  draftDialect: 'snake' | 'camel';
}
