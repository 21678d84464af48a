import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { staticFileOptions, type StaticOptions } from './staticFiles';

/** A server for one built remote: its files, CORS for the shell's origin, 404 for anything else. */
export async function createStaticServer(options: StaticOptions): Promise<FastifyInstance> {
  // A remote's server takes no request bodies: anything but a bare GET is refused before it is read.
  const app = Fastify({ bodyLimit: 1024 });
  await app.register(fastifyStatic, staticFileOptions(options));
  if (options.cors) {
    app.options('/*', (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-max-age', '86400')
        .send(),
    );
  }
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).header('x-content-type-options', 'nosniff').type('text/plain; charset=utf-8').send('Not found'),
  );
  return app;
}
