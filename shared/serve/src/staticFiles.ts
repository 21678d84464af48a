import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compress, negotiateEncoding, type Encoding } from './compression';
import { contentTypeOf, isCompressible } from './contentTypes';

export interface StaticOptions {
  /** The folder to serve. */
  root: string;
  /** Send Access-Control-Allow-Origin: * (remotes are loaded by the shell from another origin). */
  cors?: boolean;
  /** Files whose names carry a content hash may be cached for a year; everything else is revalidated. */
  isImmutable?: (relativePath: string) => boolean;
}

interface Prepared {
  body: Buffer;
  etag: string;
  contentType: string;
}

const HASHED_NAME = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2)$/;
export const hashedFileIsImmutable = (relativePath: string) => HASHED_NAME.test(relativePath);

/**
 * Serves built files, compressed once per (file, version, encoding) and kept in memory: bundles are small and
 * immutable between deploys, so compressing per request would only burn CPU.
 */
export function createStaticHandler(options: StaticOptions) {
  const root = path.resolve(options.root);
  const isImmutable = options.isImmutable ?? hashedFileIsImmutable;
  const cache = new Map<string, Prepared>();

  async function prepare(file: string, mtimeMs: number, encoding: Encoding): Promise<Prepared> {
    const key = `${file}\u0000${mtimeMs}\u0000${encoding}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const raw = await readFile(file);
    const contentType = contentTypeOf(file);
    const body = isCompressible(contentType) && raw.length > 512 ? compress(raw, encoding) : raw;
    const tag = createHash('sha1').update(raw).digest('base64url').slice(0, 16);
    const prepared = { body, contentType, etag: `"${tag}-${body === raw ? 'identity' : encoding}"` };
    cache.set(key, prepared);
    return prepared;
  }

  /** Answers the request from `root` when a file matches; returns false (and writes nothing) otherwise. */
  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return false;
    }
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) return false;
    let info;
    try {
      info = await stat(file);
    } catch {
      return false;
    }
    if (!info.isFile()) return false;

    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const prepared = await prepare(file, info.mtimeMs, encoding);
    const relative = path.relative(root, file);
    res.setHeader('Content-Type', prepared.contentType);
    res.setHeader('ETag', prepared.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', isImmutable(relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (prepared.etag.endsWith(`-${encoding}"`) && encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    if (req.headers['if-none-match'] === prepared.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Length', prepared.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : prepared.body);
    return true;
  };
}
