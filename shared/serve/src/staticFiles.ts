// Built files as a buyer's browser gets them: the brotli or gzip copy the build wrote beside each file (no
// compression at request time), a year of caching for names that carry a content hash, for every file of a step's
// build folder and for a stable name asked for with its build's hash, revalidation for the rest.
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

export interface StaticOptions {
  /** The folder to serve. */
  root: string;
  /** Send Access-Control-Allow-Origin: * (remotes are loaded by the shell from another origin). */
  cors?: boolean;
  /**
   * Requests, path and query, by which the page asks for a stable name with its build's hash (the shell's
   * `/main.js?<hash>`): cached for a year, since the next build's page asks with another hash. The same file asked
   * for otherwise is revalidated.
   */
  hashedRequests?: readonly string[];
}

const HASHED_NAME = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2)$/;
/**
 * A step's build folder, `<version>+<build id>/` (docs/step-release.md): it names one build, and a release names
 * another folder, so its stable names (remoteEntry.js) never change either. Revalidating them cost a round trip
 * before each step of a purchase could start (docs/performance.md, "The journey").
 */
const BUILD_FOLDER = /^\/?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+\//;
/** What is never served from a build folder: page templates, source maps, and the compressed copies by their own name. */
const PRIVATE_FILE = /\.(html?|map|br|gz)$/i;

const isImmutable = (relativePath: string) => HASHED_NAME.test(relativePath) || BUILD_FOLDER.test(relativePath);
/** A file that may be sent: not private, and not a folder (a folder path falls through to the next handler). */
const isPublicFile = (relativePath: string) => !PRIVATE_FILE.test(relativePath) && !relativePath.endsWith('/');

/** The @fastify/static options for a build folder. */
export function staticFileOptions({ root, cors = false, hashedRequests = [] }: StaticOptions): FastifyStaticOptions {
  const hashed = new Set(hashedRequests);
  return {
    root: path.resolve(root),
    preCompressed: true,
    index: false,
    cacheControl: false,
    lastModified: false,
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders: (reply, filePath) => {
      const served = path.relative(path.resolve(root), filePath.replace(/\.(br|gz)$/, ''));
      const immutable = isImmutable(served) || hashed.has(reply.request.url);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('x-content-type-options', 'nosniff');
      if (cors) reply.header('access-control-allow-origin', '*');
    },
  };
}
