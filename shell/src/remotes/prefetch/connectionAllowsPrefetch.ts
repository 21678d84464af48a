/** What the browser tells about the connection (the Network Information API); either part may be unknown. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

// The product spec turns prefetching off on slow connections: there a prefetch competes with what the buyer is
// doing now, and may cost money for a page they never open.
const SLOW = new Set(['slow-2g', '2g', '3g']);

// The Network Information API is not in every browser, nor in TypeScript's DOM types.
type NavigatorWithConnection = Navigator & { connection?: ConnectionHints };

/** The connection as the browser rates it now, if it says (a phone moves between networks: asked each time). */
export const connectionOf = (win: Window): ConnectionHints | undefined =>
  (win.navigator as NavigatorWithConnection).connection;

/**
 * Whether the page may fetch ahead: not when the buyer asked to save data, nor on a connection the browser rates
 * 3g or slower. A browser that tells nothing (no Network Information API) is not held back.
 */
export function connectionAllowsPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType && SLOW.has(connection.effectiveType));
}
