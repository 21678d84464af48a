import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Portmone returns the buyer with a form POST to the success or failure URL. The shop's callback page is a client
 * route, so the server turns the POST into a GET of the same page with the fields in the query; the page then asks
 * the insurer to confirm the payment (it never trusts these fields itself).
 */
export async function portmoneRedirectLocation(req: IncomingMessage, pathname: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('payment return body too large');
    chunks.push(chunk);
  }
  const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const query = new URLSearchParams();
  for (const [name, value] of fields) query.append(name, value);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
