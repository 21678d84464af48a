/**
 * Addresses that come from the insurer (the provider's payment page, a receipt) are followed or linked only when
 * they are plain http(s) addresses: a `javascript:` or `data:` address must never reach location or an href.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
