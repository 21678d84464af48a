import { useEffect } from 'react';
import { loadLanguage, reportTextsFailure, useTranslation } from '@greencard/i18n';
import { usePathname, type CompanyInfo } from '@greencard/step';
import { pageTitle } from './routing/pageTitle';
import { usePageRoutes } from './routing/pageRoutes';
import { routeAt } from './routing/routeTable';
import type { StepOverrides } from './remotes/override/takeStepOverrides';
import { StepOverrideBanner } from './remotes/override/StepOverrideBanner';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { JourneySteps } from './layout/JourneySteps';
import { JourneyNoticeBanner } from './layout/JourneyNoticeBanner';
import { ErrorPage } from './pages/NotFound';

export interface ShellAppProps {
  company: CompanyInfo;
  onReady: () => void;
  /** The test builds this browser runs (none on the server, which renders the page as everyone gets it). */
  overrides: StepOverrides;
  /**
   * The step's HTML the server rendered into the outlet. React leaves an element's inner HTML alone while this string
   * stays the same, so the step's own root takes it over (or replaces it) without the frame touching it.
   */
  outletHtml?: string;
}

/**
 * The outlet as markup of the frame's step slot, never an element of the frame's React: the step's root puts its
 * children into the outlet, and an element of one root that another root fills is an error to React (its development
 * build logs "Cannot use a ref on a React element as a container", docs/server-rendering.md).
 */
const outletMarkup = (stepHtml: string) => `<div id="step-outlet">${stepHtml}</div>`;

/**
 * The shell's page frame. Header and footer belong to the default layout; the empty and payment-provider layouts
 * only wrap the page (rules §2). The step outlet keeps its place in the tree across layouts, so a mounted step module
 * is never torn out by a layout change.
 */
export function ShellApp({ company, onReady, overrides, outletHtml = '' }: ShellAppProps) {
  const pathname = usePathname();
  const { locale, route } = routeAt(usePageRoutes(), pathname);
  const { t, i18n } = useTranslation('common');
  const chrome = (route?.layout ?? 'default') === 'default';
  const outlet = { __html: outletMarkup(outletHtml) };

  useEffect(onReady, [onReady]);

  useEffect(() => {
    // The new language's texts are loaded before the switch, so the page never shows a key; should they fail, the
    // page stays readable in the language it has.
    // A switch overtaken by another (the buyer switched back meanwhile) is not applied once its texts arrive.
    let wanted = true;
    if (i18n.language !== locale) {
      loadLanguage(i18n, locale).then(() => (wanted ? i18n.changeLanguage(locale) : undefined), reportTextsFailure);
    }
    // The page's language is its address's; only the language switch writes the cookie (rules D25), so a visit to an
    // English link leaves the buyer's Ukrainian addresses Ukrainian.
    document.documentElement.lang = locale;
    return () => {
      wanted = false;
    };
  }, [i18n, locale]);

  useEffect(() => {
    document.title = pageTitle(route, locale, company.name);
  }, [route, company.name, locale]);

  return (
    <>
      {chrome && (
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
      )}
      {chrome && <Header company={company} locale={locale} pathname={pathname} />}
      <main id="main" className={`layout layout--${route?.layout ?? 'default'}`} tabIndex={-1}>
        {/* On every layout: a page running a test build never passes for the live one. */}
        <StepOverrideBanner overrides={overrides} pathname={pathname} />
        {/* Where the buyer is belongs to the page's content: inside main, so every part of the page is in a landmark. */}
        {chrome && route?.step ? <JourneySteps current={route.step} /> : null}
        {chrome && <JourneyNoticeBanner pathname={pathname} />}
        {route === null && <ErrorPage locale={locale} />}
        {/* The outlet's markup is the step's own page as React rendered it on the server (read back from the outlet
            in the browser), never a text of the insurer or the buyer. */}
        {/* eslint-disable-next-line no-restricted-syntax */}
        <div className="step-slot" hidden={route === null} dangerouslySetInnerHTML={outlet} />
      </main>
      {chrome && <Footer company={company} year={new Date().getFullYear()} />}
    </>
  );
}
