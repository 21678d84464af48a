// The page differs only by language, route and the registry (its preloads and its Content-Security-Policy), so a
// deployment has a few dozen distinct pages: each is rendered and compressed once (brotli at its best quality, off
// the event loop) and then served from memory.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '@greencard/serve';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface RenderedPage {
  status: number;
  html: string;
  /** The headers that belong to this page (its Content-Security-Policy). */
  headers: Record<string, string>;
}

type CachedPage = Awaited<ReturnType<typeof compressPage>>;

async function compressPage({ status, html, headers }: RenderedPage) {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
  return { status, headers, etag, bodies: { identity, br, gzip: gz } satisfies Record<Encoding, Buffer> };
}

/** A bounded cache of rendered, compressed pages by key; the least recently used leave first. */
export function createPageCache(maxPages = 64) {
  const pages = new Map<string, Promise<CachedPage>>();
  return function page(key: string, render: () => RenderedPage | Promise<RenderedPage>): Promise<CachedPage> {
    let cached = pages.get(key);
    if (cached) {
      pages.delete(key);
    } else {
      cached = Promise.resolve().then(render).then(compressPage);
      cached.catch(() => pages.delete(key));
    }
    pages.set(key, cached);
    if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
    return cached;
  };
}
