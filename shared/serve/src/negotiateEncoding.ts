import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings a build ships, best first: brotli, then gzip, then the file as it is. */
const SHIPPED: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The best encoding the client accepts by its q-values (q=0: not acceptable), brotli first among equals; the file as
 * it is when it accepts none of them. Coding names are case-insensitive (RFC 9110).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiate(acceptEncoding.toLowerCase(), SHIPPED)) || 'identity';
}
