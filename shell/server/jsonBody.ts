// The shop server's JSON body parser: the nesting depth is bounded before the body is parsed, so a body nested
// thousands deep (well under the size limit) is a 400 like any other bad body, never a 500 from a parser or a
// re-serialiser that recursed too deep (docs/shop-server.md, section 3).
import type { FastifyInstance } from 'fastify';

/** Deeper than any body of a buyer's journey (a draft is three levels deep). */
export const MAX_JSON_DEPTH = 16;

/** Whether a JSON text opens more than `maxDepth` arrays and objects inside one another (strings are skipped). */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** The JSON object (or array) in `bytes`; undefined for anything else (not JSON, or a JSON string, number, null). */
export function jsonObjectOf(bytes: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const tooDeep = () =>
  Object.assign(new Error(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`), { statusCode: 400 });

/** Replaces the application/json parser with one that checks the depth first, then parses as fastify does. */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    return parse(request, body as string, done);
  });
}
