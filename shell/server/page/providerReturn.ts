/**
 * Where a provider's form POST return goes next: the same page by GET, with the return address's own query first
 * (the shop put the contract there) and then the posted fields, none of which may replace a field of the address.
 */
export function providerReturnLocation(requestUrl: string, formBody: string): string {
  const url = new URL(requestUrl, 'http://shop');
  const query = new URLSearchParams(url.search);
  const own = new Set(query.keys());
  for (const [name, value] of new URLSearchParams(formBody)) {
    if (!own.has(name)) query.append(name, value);
  }
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
