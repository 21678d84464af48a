// The insurer's own pages: the public offer and the OSAGO page, in both languages, without a partner token.
import { startSandbox, type TestSandbox } from '../../testing/harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const page = (path: string) => t.get(path, { token: null });
/** The page's text without tags, as a reader sees it. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('GET /sandbox/offer/:lang', () => {
  it('shows the offer in Ukrainian: parties, subject, term, premium and payment, signing by code, personal data, contacts', async () => {
    const answer = await page('/sandbox/offer/uk');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<html lang="uk">');
    expect(answer.text).toContain('<title>Публічна оферта: договір «Зелена картка»</title>');
    const text = visibleText(answer.text);
    for (const heading of [
      '1. Сторони',
      '2. Предмет Договору',
      '3. Строк дії',
      '4. Страховий платіж і оплата',
      '5. Укладення Договору та підписання одноразовим кодом',
      '6. Персональні дані',
      '7. Контакти Страховика',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Sandbox Insurance (далі — Страховик)');
    expect(text).toContain('код дійсний 10 хвилин');
    expect(text).toContain('до 23:55');
    expect(answer.text).toContain('<a href="tel:+380440000001">+380440000001</a>');
    expect(answer.text).toContain('<a href="mailto:support@greencard-sandbox.test">');
    expect(answer.text).toContain('<a href="/sandbox/offer/en" hreflang="en" lang="en">English</a>');
  });

  it('shows the same offer in English', async () => {
    const answer = await page('/sandbox/offer/en');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<html lang="en">');
    const text = visibleText(answer.text);
    for (const heading of [
      '1. The parties',
      '2. Subject of the Contract',
      '3. Term',
      '4. Premium and payment',
      '6. Personal data',
      '7. The Insurer’s contacts',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('valid for 10 minutes');
    expect(answer.text).toContain('<a href="/sandbox/offer/uk" hreflang="uk" lang="uk">Українська</a>');
  });

  it('answers 404 for another language', async () => {
    expect((await page('/sandbox/offer/de')).status).toBe(404);
  });
});

describe('GET /sandbox/osago/:lang', () => {
  it.each([
    [
      'uk',
      'Обов’язкове страхування цивільно-правової відповідальності (ОСЦПВ): купуйте в Sandbox Insurance',
      'Як купити поліс у Sandbox Insurance',
    ],
    [
      'en',
      'Compulsory motor third-party liability insurance (OSAGO): buy it at Sandbox Insurance',
      'How to buy a policy at Sandbox Insurance',
    ],
  ])('is the sister product’s page in %s, with how to buy it', async (lang, title, howToBuy) => {
    const answer = await page(`/sandbox/osago/${lang}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`<html lang="${lang}">`);
    expect(answer.text).toContain(`<h1>${title}</h1>`);
    expect(visibleText(answer.text)).toContain(howToBuy);
    expect(answer.text).toContain('<a href="tel:+380440000002">');
  });

  it('answers 404 for another language', async () => {
    expect((await page('/sandbox/osago/ru')).status).toBe(404);
  });
});
