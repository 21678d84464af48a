import { createServer, type Server } from 'node:http';
import { createStaticHandler, type StaticOptions } from './staticFiles';

/** A server for one built remote: its files, CORS for the shell's origin, 404 for anything else. */
export function createStaticServer(options: StaticOptions): Server {
  const serveStatic = createStaticHandler(options);
  return createServer((req, res) => {
    if (req.method === 'OPTIONS' && options.cors) {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    serveStatic(req, res).then(
      (served) => {
        if (served) return;
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal error');
      },
    );
  });
}
