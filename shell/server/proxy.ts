import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Headers that belong to one hop, or that the browser must not be able to set for the insurer. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host', 'connection', 'keep-alive', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade',
  'com-token', 'cookie', 'origin', 'referer',
]);
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

/**
 * Forwards /api/<path> to <insurer>/<path>, adding the partner token. The token exists only here: the browser
 * bundle never sees it, and a COM-TOKEN sent by a browser is dropped rather than passed on.
 */
export function proxyToInsurer(req: IncomingMessage, res: ServerResponse, insurerApiUrl: string, comToken: string, path: string) {
  const target = new URL(insurerApiUrl + path);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
  }
  headers['com-token'] = comToken;
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;

  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers, timeout: 30_000 }, (answer) => {
    const responseHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !DROPPED_RESPONSE_HEADERS.has(name)) responseHeaders[name] = value;
    }
    responseHeaders['cache-control'] ??= 'no-store';
    res.writeHead(answer.statusCode ?? 502, responseHeaders);
    answer.pipe(res);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('insurer API timed out')));
  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // An unknown outcome is a 500 (spec 8); the shop shows its serverError message.
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ message: 'The insurer API is unreachable' }));
  });
  req.pipe(upstream);
}
