/**
 * Which reading of rules §3 the insurer is sent a draft in (rules D2: snake by default): the shop's setting, which
 * the shop server reads at start and hands the page, and the contract step sends its drafts in.
 */
export const DRAFT_DIALECTS = ['snake', 'camel'] as const;
export type DraftDialect = (typeof DRAFT_DIALECTS)[number];
