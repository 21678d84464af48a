/**
 * Whether a test build may be loaded: its manifest must be on one of the origins the shop server allows
 * (REMOTE_OVERRIDE_ORIGINS, none by default). Anything else could run any script in the buyer's page.
 */
export function isAllowedBuild(manifest: string, allowedOrigins: readonly string[]): boolean {
  let origin: string;
  try {
    origin = new URL(manifest).origin;
  } catch {
    return false;
  }
  return allowedOrigins.includes(origin);
}
