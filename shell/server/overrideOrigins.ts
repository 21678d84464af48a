import { listOf, originOf } from '@greencard/release/stepOrigins';

/**
 * REMOTE_OVERRIDE_ORIGINS: the origins a team's test build may be loaded from in one browser (`?override=`), comma
 * separated. Empty (the default) allows none. Each must be a bare origin, so the list allows no more than it says.
 */
export function parseOverrideOrigins(value: string | undefined): string[] {
  return [...new Set(listOf(value).map((entry) => originOf(entry, 'REMOTE_OVERRIDE_ORIGINS')))];
}

/**
 * REMOTE_SERVER_ORIGINS: where the shop server itself loads a build whose registry URL is on an origin buyers open
 * but the server cannot reach (a container network: the page loads http://localhost:8081, the server reaches
 * http://mf-calculator:8080), as comma-separated `public=server` origin pairs. Empty (the default): the registry's
 * URLs as they are. Only the origin changes: the server loads the very file the page does.
 */
export function parseServerOrigins(value: string | undefined): Map<string, string> {
  return new Map(
    listOf(value).map((pair) => {
      const [publicOrigin, serverOrigin, ...rest] = pair.split('=');
      if (!publicOrigin || !serverOrigin || rest.length)
        throw new Error(
          `REMOTE_SERVER_ORIGINS: "${pair}" is not public=server, such as http://localhost:8081=http://mf-calculator:8080`,
        );
      return [originOf(publicOrigin, 'REMOTE_SERVER_ORIGINS'), originOf(serverOrigin, 'REMOTE_SERVER_ORIGINS')];
    }),
  );
}

/**
 * A fetch that loads a URL on a public origin of REMOTE_SERVER_ORIGINS from its server origin: the same path, the same
 * file, as the registry's judge does. The release service needs it too: inside a container, the build a team names on
 * http://localhost:8084 is there only as http://mf-points:8080.
 */
export function fetchThroughServerOrigins(
  serverOrigins: ReadonlyMap<string, string>,
  fetchImpl: typeof fetch = fetch,
): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const { origin } = new URL(url);
    const server = serverOrigins.get(origin);
    return fetchImpl(server ? `${server}${url.slice(origin.length)}` : input, init);
  };
}
