import type { PaymentProvider } from '../providers/providers';
import type { Locale } from '@greencard/domain';
import { localizePath } from '@greencard/i18n';
import { CONTRACT_ID_PARAM, RETURN_PATHS } from '../routing/resolvePage';

/**
 * Where the provider sends the buyer back: this shop's origin, in the buyer's language, naming the contract (so the
 * return page can confirm it even when the journey was lost). Success and failure return to the same point because
 * the shop decides nothing from the return itself: the insurer confirms with the provider.
 */
export function returnUrls(
  provider: PaymentProvider,
  origin: string,
  locale: Locale,
  contractId: number,
): { successUrl: string; failUrl: string } {
  const url = new URL(localizePath(RETURN_PATHS[provider], locale), origin);
  url.searchParams.set(CONTRACT_ID_PARAM, String(contractId));
  return { successUrl: url.href, failUrl: url.href };
}
