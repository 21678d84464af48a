import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation, localizePath, navigate, stripLocale, writeLocaleCookie } from '@greencard/i18n';
import { LOCALES, type Locale } from '@greencard/domain';
import { subscribeToAddress } from '@greencard/step';

const NAMES: Record<Locale, string> = { uk: 'Українська', en: 'English' };
const SHORT: Record<Locale, string> = { uk: 'UA', en: 'EN' };

const browserQuery = () => window.location.search;
const noQuery = () => '';

/** Switches language on the same page (and keeps its query), e.g. /contract <-> /en/contract, and remembers it. */
export function LanguageSwitch({ pathname, locale }: { pathname: string; locale: Locale }) {
  const { t } = useTranslation('common');
  // The query is the browser's: the server renders one page for every query, so it joins the links once hydrated
  // (the server's snapshot is none), and is read again on every render (each navigation renders this with its path).
  const search = useSyncExternalStore(subscribeToAddress, browserQuery, noQuery);
  // The link pressed gives way to the page's language as text, which takes no focus: a buyer who had the focus on it
  // (by keyboard) gets it on the way back instead of on the page's body, where a screen reader would start over.
  const nav = useRef<HTMLElement>(null);
  const keepFocus = useRef(false);
  useEffect(() => {
    if (keepFocus.current) nav.current?.querySelector('a')?.focus();
    keepFocus.current = false;
  }, [locale]);
  return (
    <nav ref={nav} className="language-switch" aria-label={t('shell.language')}>
      {LOCALES.map((target) => {
        const href = localizePath(stripLocale(pathname), target) + search;
        return target === locale ? (
          <span key={target} aria-current="true" lang={target} title={NAMES[target]}>
            {SHORT[target]}
          </span>
        ) : (
          <a
            key={target}
            href={href}
            lang={target}
            hrefLang={target}
            onClick={(event) => {
              event.preventDefault();
              keepFocus.current = document.activeElement === event.currentTarget;
              // The choice is the cookie's before the move: the server sends unprefixed addresses by it.
              writeLocaleCookie(target);
              navigate(href);
            }}
          >
            {/* The name is the language's own; the short code is what the eye reads. Not an aria-label, whose
                text would not contain what is visible. */}
            <span aria-hidden="true">{SHORT[target]}</span>
            <span className="visually-hidden">{NAMES[target]}</span>
          </a>
        );
      })}
    </nav>
  );
}
