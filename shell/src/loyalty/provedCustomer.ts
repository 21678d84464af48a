// Whether the shop has proved this browser's loyalty customer (rules D32). The proof is the shop server's: the
// programme's signed partner link, kept in the buyer's sealed session. The server says only that the session holds a
// proved customer, in a cookie the page can read, written and ended together with the session cookie
// (shell/server/session/sessionPlugin.ts); the customer's id is not in it.
export const provedLoyaltyCookieName = (secure: boolean) => (secure ? '__Host-gc_loyalty' : 'gc_loyalty');

/** Whether the page's cookies say the session holds a proved loyalty customer. */
export function loyaltyCustomerProved(cookies: string = typeof document === 'undefined' ? '' : document.cookie) {
  return cookies
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${provedLoyaltyCookieName(false)}=1` || part === `${provedLoyaltyCookieName(true)}=1`);
}
