// Built files as a buyer's browser gets them: the brotli or gzip copy the build wrote beside each file (no
// compression at request time), a year of caching for names that carry a content hash, revalidation for the rest.
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

export interface StaticOptions {
  /** The folder to serve. */
  root: string;
  /** Send Access-Control-Allow-Origin: * (remotes are loaded by the shell from another origin). */
  cors?: boolean;
}

const HASHED_NAME = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2)$/;
/** What is never served from a build folder: page templates, source maps, and the compressed copies by their own name. */
const PRIVATE_FILE = /\.(html?|map|br|gz)$/i;

const hashedFileIsImmutable = (relativePath: string) => HASHED_NAME.test(relativePath);
/** A file that may be sent: not private, and not a folder (a folder path falls through to the next handler). */
const isPublicFile = (relativePath: string) => !PRIVATE_FILE.test(relativePath) && !relativePath.endsWith('/');

/** The @fastify/static options for a build folder. */
export function staticFileOptions({ root, cors = false }: StaticOptions): FastifyStaticOptions {
  return {
    root: path.resolve(root),
    preCompressed: true,
    index: false,
    cacheControl: false,
    lastModified: false,
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders: (reply, filePath) => {
      const served = filePath.replace(/\.(br|gz)$/, '');
      reply.header('cache-control', hashedFileIsImmutable(served) ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('x-content-type-options', 'nosniff');
      if (cors) reply.header('access-control-allow-origin', '*');
    },
  };
}
