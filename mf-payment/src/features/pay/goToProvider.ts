/**
 * Leaves the shop for the provider's or bank's page (a full navigation: the provider's page is another site). Its
 * own module so that tests can replace it: jsdom's location cannot be stubbed.
 */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
