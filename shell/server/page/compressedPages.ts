// The page differs only by language, title, status and preloads, so there are a few dozen distinct pages at most:
// each is compressed once (brotli at its best quality, off the event loop) and then served from memory.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '@greencard/serve';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedPage {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

async function compressPage(html: string, etag: string): Promise<CompressedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { etag, bodies: { identity, br, gzip: gz } };
}

/** A bounded cache of compressed pages, keyed by their content; the least recently used leave first. */
export function createPageCompressor(maxPages = 64) {
  const pages = new Map<string, Promise<CompressedPage>>();
  return function compressed(html: string): Promise<CompressedPage> {
    const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
    let page = pages.get(etag);
    if (page) {
      pages.delete(etag);
    } else {
      page = compressPage(html, etag);
      page.catch(() => pages.delete(etag));
    }
    pages.set(etag, page);
    if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
    return page;
  };
}
