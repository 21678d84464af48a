// The HTML of one of the insurer's own pages: plain, readable, every text escaped, the contacts as tel:/mailto:
// links and a link to the same page in the other language.
import type { Locale } from '../../insurer';
import { escapeHtml, htmlPage } from '../../http/html';
import type { InsurerFacts, InsurerPageText } from './pageText';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function renderInsurerPage(
  text: InsurerPageText,
  facts: InsurerFacts,
  lang: Locale,
  otherLanguage: { lang: Locale; href: string },
): string {
  const sections = text.sections
    .map(
      (section) =>
        `<section>\n<h2>${escapeHtml(section.heading)}</h2>\n${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n</section>`,
    )
    .join('\n');
  const contacts = [
    ...facts.phones.map((phone) => `<li><a href="${escapeHtml(telHref(phone))}">${escapeHtml(phone)}</a></li>`),
    `<li><a href="mailto:${escapeHtml(facts.email)}">${escapeHtml(facts.email)}</a></li>`,
  ].join('\n');
  const body = `<p><a href="${escapeHtml(otherLanguage.href)}" hreflang="${otherLanguage.lang}" lang="${otherLanguage.lang}">${escapeHtml(text.otherLanguage)}</a></p>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.lead)}</p>
${sections}
<section>
<h2>${escapeHtml(text.contactsHeading)}</h2>
<p>${escapeHtml(text.contactsLead)}</p>
<ul>
${contacts}
</ul>
</section>
<p class="note">${escapeHtml(text.note)}</p>`;
  return htmlPage(text.title, body, { lang, banner: facts.name });
}
