import type { ParseKeys } from 'i18next';
import { createTestI18n } from '../testing';
import { createI18n } from './createI18n';
import { addTranslations, bundledTexts, loadLanguage } from './resources/textLoaders';

describe('createI18n', () => {
  it("loads the common texts in the page's language only, from their chunk", async () => {
    const i18n = createI18n('en');
    expect(i18n.language).toBe('en');
    await loadLanguage(i18n, 'en');
    expect(i18n.t('select')).toBe('Select');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('uk', 'common')).toBe(false);
  });

  it('loads the other language before a switch, and the switch shows it', async () => {
    const i18n = createI18n('en');
    await loadLanguage(i18n, 'en');
    await loadLanguage(i18n, 'uk');
    await i18n.changeLanguage('uk');
    expect(i18n.t('select')).toBe('Оберіть');
  });

  it('is ready at once with texts at hand, in the requested language, with the common namespace', () => {
    const i18n = createTestI18n('en');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('select')).toBe('Select');
    expect(createTestI18n('uk').t('select')).toBe('Оберіть');
  });

  it('falls back to Ukrainian', () => {
    const i18n = createTestI18n('en');
    void addTranslations(i18n, 'probe', bundledTexts({ uk: { onlyUk: 'Лише українською' }, en: {} }));
    void loadLanguage(i18n, 'uk');
    expect(i18n.t('probe:onlyUk')).toBe('Лише українською');
  });

  it('does not escape interpolated values (React escapes what it renders)', () => {
    expect(createTestI18n('en').t('shell.footer.copyright', { year: 2026, company: 'Smith & Sons' })).toBe(
      '© 2026 Smith & Sons',
    );
  });

  it('adds a step namespace in the current language, and the other on the switch', async () => {
    const i18n = createTestI18n('uk');
    void addTranslations(i18n, 'contract', bundledTexts({ uk: { title: 'Договір' }, en: { title: 'Contract' } }));
    expect(i18n.t('contract:title')).toBe('Договір');
    expect(i18n.hasResourceBundle('en', 'contract')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.t('contract:title')).toBe('Contract');
  });

  it.each<[ParseKeys<'common'>, string]>([
    ['errors.serverError', 'Server error, please try later'],
    ['errors.sendOTP', 'Failed to send SMS code'],
    ['errors.status', 'Failed to change contract status'],
    ['errors.tooManyAttempts', 'Too many attempts, try again later'],
    ['errors.codeAttemptsExhausted', 'Too many wrong codes. Request a new code.'],
    [
      'errors.sessionMismatch',
      'This contract was started in another browser or your session has expired. Start again from the calculator, or contact support if you have already paid.',
    ],
    ['errors.paymentMismatch', 'The payment did not match the amount due and is being refunded. Please pay again.'],
    ['errors.generic', 'Something went wrong. Try later.'],
    ['notFound', 'This page could not be found'],
    ['select', 'Select'],
    ['resend', 'Resend'],
    ['shell.nav.greenCard', 'Green Card'],
    ['shell.nav.osago', 'Compulsory auto insurance'],
  ])('English %s (rules §8)', (key, text) => {
    expect(createTestI18n('en').t(key)).toBe(text);
  });

  it.each<[ParseKeys<'common'>, string]>([
    ['errors.generic', 'Щось пішло не так. Спробуйте пізніше.'],
    [
      'errors.paymentMismatch',
      'Сума платежу не збіглася із сумою до сплати, тому кошти повертаються. Будь ласка, сплатіть ще раз.',
    ],
    ['select', 'Оберіть'],
    ['shell.nav.greenCard', 'Зелена картка'],
    ['shell.nav.osago', 'Автоцивілка'],
  ])('Ukrainian %s', (key, text) => {
    expect(createTestI18n('uk').t(key)).toBe(text);
  });

  it('takes only the keys of the common texts, and of a namespace it names: a wrong one does not compile', () => {
    const { t } = createTestI18n('en');
    expect(t('retry')).toBe('Try again');
    expect(t('common:errors.generic')).toBe('Something went wrong. Try later.');
    // @ts-expect-error the common texts have no retryLater (tsc runs over the tests)
    expect(t('retryLater')).toBe('retryLater');
    // @ts-expect-error the common texts' errors have no sendSMS
    expect(t('common:errors.sendSMS')).toBe('errors.sendSMS');
  });

  it('shell texts take their values', () => {
    const i18n = createTestI18n('en');
    expect(i18n.t('shell.footer.copyright', { year: 2026, company: 'Acme' })).toBe('© 2026 Acme');
    expect(i18n.t('shell.footer.platform', { name: 'EUA' })).toBe('Platform: EUA');
    expect(createTestI18n('uk').t('shell.footer.platform', { name: 'EUA' })).toBe('Платформа: EUA');
  });
});
