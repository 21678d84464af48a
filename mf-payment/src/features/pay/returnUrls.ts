import type { PaymentProvider } from '@greencard/api';
import type { Locale } from '@greencard/domain';
import { localizePath } from '@greencard/i18n';
import { RETURN_PATHS } from '../routing/resolvePage';

/**
 * Where the provider sends the buyer back: this shop's origin, in the buyer's language. Success and failure return
 * to the same point because the shop decides nothing from the return itself: the insurer confirms with the provider.
 */
export function returnUrls(provider: PaymentProvider, origin: string, locale: Locale): { successUrl: string; failUrl: string } {
  const url = origin + localizePath(RETURN_PATHS[provider], locale);
  return { successUrl: url, failUrl: url };
}
