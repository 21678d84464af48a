// GET /company and the company logo by id.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { notFound } from '../http/errors';
import { check, Id } from '../http/validate';
import { COMPANY_ID, COMPANY_NAME, companySettings } from './data/company';
import { LOGO_SVG } from './data/logo';

export function companyRoutes(app: FastifyInstance, options: { publicUrl: string; gtmTag: string }): void {
  app.get('/company', async () => ({
    data: { id: COMPANY_ID, name: COMPANY_NAME, settings: companySettings(options) },
  }));

  app.get('/company/logo/:id', async (request, reply) => {
    const { id } = check(request.params, object({ id: Id }));
    if (id !== COMPANY_ID) throw notFound(`No company ${id}`);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(LOGO_SVG);
  });
}
