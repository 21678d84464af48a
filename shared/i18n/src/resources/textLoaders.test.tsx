import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createTestI18n } from '../../testing';
import { addTranslations, bundledTexts, hasLanguage, lazyTexts, loadLanguage, type TextLoader } from './textLoaders';

/** A loader whose chunks arrive when the test says, counting what it was asked for. */
function controlledLoader(texts: Record<'uk' | 'en', Record<string, string>>) {
  const asked: string[] = [];
  const arrivals: Record<string, () => void> = {};
  const chunk = (locale: 'uk' | 'en') => () => {
    asked.push(locale);
    return new Promise<Record<typeof locale, Record<string, string>>>((resolve) => {
      arrivals[locale] = () => resolve({ [locale]: texts[locale] } as Record<typeof locale, Record<string, string>>);
    });
  };
  const load = lazyTexts({ uk: chunk('uk'), en: chunk('en') });
  return { load, asked, arrive: (locale: 'uk' | 'en') => act(async () => arrivals[locale]?.()) };
}

const PROBE = { uk: { hello: 'Привіт' }, en: { hello: 'Hello' } };

/** A component showing the probe namespace's text, in the instance's current language. */
function renderProbe(i18n: ReturnType<typeof createTestI18n>) {
  function Probe() {
    const { t } = useTranslation('probe');
    return <p>{t('hello')}</p>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Probe />
    </I18nextProvider>,
  );
}
const LOADER = bundledTexts(PROBE);

describe('loading texts per language', () => {
  it('renders texts at hand on the first render after registering them, without suspense', () => {
    const i18n = createTestI18n('en');
    void addTranslations(i18n, 'probe', LOADER);
    renderProbe(i18n);
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it("fetches only the instance's language when a namespace is registered, and resolves once it is in", async () => {
    const i18n = createTestI18n('uk');
    const { load, asked, arrive } = controlledLoader(PROBE);
    const ready = addTranslations(i18n, 'probe', load);
    expect(i18n.hasResourceBundle('uk', 'probe')).toBe(false);
    await arrive('uk');
    await ready;
    expect(asked).toEqual(['uk']);
    expect(i18n.t('probe:hello')).toBe('Привіт');
    expect(i18n.hasResourceBundle('en', 'probe')).toBe(false);
  });

  it('asks a chunk once, however many wait for it, and never again once it is in', async () => {
    const i18n = createTestI18n('en');
    const { load, asked, arrive } = controlledLoader(PROBE);
    const first = addTranslations(i18n, 'probe', load);
    const second = loadLanguage(i18n, 'en');
    await arrive('en');
    await Promise.all([first, second]);
    await addTranslations(i18n, 'probe', load);
    await loadLanguage(i18n, 'en');
    expect(asked).toEqual(['en']);
  });

  it('loads every registered namespace in a language, and says when the language is complete', async () => {
    const i18n = createTestI18n('uk');
    void addTranslations(i18n, 'probe', bundledTexts(PROBE));
    expect(hasLanguage(i18n, 'en')).toBe(false);
    await loadLanguage(i18n, 'en');
    expect(hasLanguage(i18n, 'en')).toBe(true);
    expect(i18n.getFixedT('en', 'probe')('hello')).toBe('Hello');
  });

  it("replaces a namespace's texts when another loader (another build) registers it", async () => {
    const i18n = createTestI18n('en');
    await addTranslations(i18n, 'probe', bundledTexts(PROBE));
    await addTranslations(i18n, 'probe', bundledTexts({ uk: { hello: 'Вітаю' }, en: { hello: 'Welcome' } }));
    expect(i18n.t('probe:hello')).toBe('Welcome');
  });

  it('does not let a replaced loader that answers late overwrite the new texts', async () => {
    const i18n = createTestI18n('en');
    const old = controlledLoader(PROBE);
    void addTranslations(i18n, 'probe', old.load);
    await addTranslations(i18n, 'probe', bundledTexts({ uk: { hello: 'Вітаю' }, en: { hello: 'Welcome' } }));
    await old.arrive('en');
    expect(i18n.t('probe:hello')).toBe('Welcome');
  });

  it('rejects when a chunk fails, and asks again next time', async () => {
    const i18n = createTestI18n('en');
    let attempts = 0;
    const flaky: TextLoader = () =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(PROBE.en);
    await expect(addTranslations(i18n, 'probe', flaky)).rejects.toThrow('offline');
    await loadLanguage(i18n, 'en');
    expect(attempts).toBe(2);
    expect(i18n.t('probe:hello')).toBe('Hello');
  });

  it('loads a namespace missed by a switch, and shows it in the new language once in', async () => {
    const i18n = createTestI18n('uk');
    const { load, arrive } = controlledLoader(PROBE);
    const ready = addTranslations(i18n, 'probe', load);
    await arrive('uk');
    await ready;
    renderProbe(i18n);
    expect(screen.getByText('Привіт')).toBeInTheDocument();
    // Switched without loading first: the instance loads what it misses and announces the change again.
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    await arrive('en');
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it("registers through the copy of the instance a component gets from useTranslation, for the page's switch", async () => {
    const i18n = createTestI18n('uk');
    function Registering() {
      const { i18n: fromHook } = useTranslation();
      void addTranslations(fromHook, 'probe', LOADER);
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Registering />
      </I18nextProvider>,
    );
    await loadLanguage(i18n, 'en');
    expect(i18n.getFixedT('en', 'probe')('hello')).toBe('Hello');
  });

  it('keeps one registry per instance', async () => {
    const one = createTestI18n('en');
    const other = i18next.createInstance();
    await other.init({ lng: 'en', resources: {}, initAsync: false });
    await addTranslations(one, 'probe', bundledTexts(PROBE));
    expect(hasLanguage(other, 'en')).toBe(true);
    expect(other.hasResourceBundle('en', 'probe')).toBe(false);
  });
});
