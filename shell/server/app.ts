import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createStaticHandler } from '@greencard/serve';
import type { CompanyInfo } from '@greencard/step';
import { compress, negotiateEncoding } from '@greencard/serve';
import type { ShellServerConfig } from './config';
import { createRegistryReader, registryOrigins } from './remotes';
import { renderPage } from './page';
import { proxyToInsurer } from './proxy';
import { createRateLimiter, isCodeCall } from './rateLimit';
import { setSecurityHeaders } from './securityHeaders';
import { portmoneRedirectLocation } from './portmoneReturn';
import { createRemotePreloader, preloadTags } from './preloads';
import { matchRoute } from '../src/routing/routes';

const PORTMONE_RETURN = /^(\/en)?\/portmoneCallBack\/?$/;

/** The shell's server: the page, its assets, the remote registry and the token-adding proxy to the insurer API. */
export function createShellServer(config: ShellServerConfig, company: CompanyInfo): Server {
  const template = readFileSync(path.join(config.distDir, 'index.html'), 'utf8');
  const serveStatic = createStaticHandler({ root: config.distDir });
  const readRegistry = createRegistryReader(config.remotesFile);
  const allowCodeCall = createRateLimiter(config.codeRateLimitPerMinute);
  const remotePreloadsFor = createRemotePreloader();

  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://shop');
      const { pathname } = url;

      if (pathname === '/api' || pathname.startsWith('/api/')) {
        const insurerPath = pathname.slice(4) + url.search;
        const client = req.socket.remoteAddress ?? 'unknown';
        if (isCodeCall(insurerPath) && !allowCodeCall(`${client} ${pathname}`)) {
          res.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '60' });
          res.end(JSON.stringify({ message: 'Too many attempts, try again later' }));
          return;
        }
        proxyToInsurer(req, res, config.insurerApiUrl, config.comToken, insurerPath);
        return;
      }

      if (pathname === '/healthz') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('ok');
        return;
      }

      if (pathname === '/remotes.json') {
        const registry = await readRegistry();
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify(registry, null, 2));
        return;
      }

      if (req.method === 'POST' && PORTMONE_RETURN.test(pathname)) {
        res.writeHead(303, { Location: await portmoneRedirectLocation(req, pathname.replace(/\/$/, '')) });
        res.end();
        return;
      }

      if (!pathname.endsWith('.html') && (await serveStatic(req, res))) return;

      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        res.end();
        return;
      }

      const registry = await readRegistry();
      const owner = matchRoute(pathname).route?.owner;
      // The step's remote is found late (main.js, then the manifest, then its entry): announcing it up front saves
      // those round trips. The shell's own chunks are not announced: measured, that made them compete with main.js.
      const stepAssets = owner && owner !== 'shell' ? await remotePreloadsFor(registry[owner]) : [];
      const page = renderPage(
        template,
        pathname,
        { company, draftDialect: config.draftDialect, remotes: registry },
        preloadTags(stepAssets),
      );
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      const body = compress(Buffer.from(page.html), encoding);
      setSecurityHeaders(res, registryOrigins(registry));
      res.writeHead(page.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });
}
