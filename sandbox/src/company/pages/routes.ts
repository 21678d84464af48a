// The insurer's own pages, which the shop links to from its company settings: the public offer (offer_url) and
// the sister product's page (osago_url), each at /sandbox/<page>/uk and /sandbox/<page>/en. No partner token: a
// buyer's browser opens them.
import { isLocale, LOCALES, type Locale } from '../../insurer';
import type { FastifyInstance } from 'fastify';
import { COMPANY_CONTACTS, COMPANY_NAME, OFFER_PATH, OSAGO_PATH } from '../data/company';
import { notFound } from '../../http/errors';
import { offerText } from './offerText';
import { osagoText } from './osagoText';
import type { InsurerFacts, InsurerPageText } from './pageText';
import { renderInsurerPage } from './renderInsurerPage';

const FACTS: InsurerFacts = { name: COMPANY_NAME, phones: COMPANY_CONTACTS.phones, email: COMPANY_CONTACTS.email };

const PAGES: Array<{ path: string; text: (lang: Locale, facts: InsurerFacts) => InsurerPageText }> = [
  { path: OFFER_PATH, text: offerText },
  { path: OSAGO_PATH, text: osagoText },
];

export function insurerPageRoutes(app: FastifyInstance): void {
  for (const page of PAGES) {
    app.get(page.path.replace('{lang}', ':lang'), async (request, reply) => {
      const { lang } = request.params as { lang: string };
      if (!isLocale(lang)) throw notFound('No such page');
      const other = LOCALES.find((l) => l !== lang) ?? lang;
      const html = renderInsurerPage(page.text(lang, FACTS), FACTS, lang, {
        lang: other,
        href: page.path.replace('{lang}', other),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=3600').send(html);
    });
  }
}
