function originOf(entry: string): string {
  let url: URL | undefined;
  try {
    url = new URL(entry);
  } catch {
    url = undefined;
  }
  const bare =
    url && /^https?:$/.test(url.protocol) && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!url || !bare) throw new Error(`REMOTE_OVERRIDE_ORIGINS: "${entry}" is not an origin such as https://builds.example.com`);
  return url.origin;
}

/**
 * REMOTE_OVERRIDE_ORIGINS: the origins a team's test build may be loaded from in one browser (`?override=`), comma
 * separated. Empty (the default) allows none. Each must be a bare origin, so the list allows no more than it says.
 */
export function parseOverrideOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return [...new Set(entries.map(originOf))];
}
