// Renders one of the step's widgets as the page does: inside the page's i18n instance with the common texts and the
// step's own (English unless asked otherwise). The provider is a wrapper, so rerender keeps the widget's state.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, type Locale } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';

export function renderWithTexts(ui: ReactElement, locale: Locale = 'en'): RenderResult {
  const i18n = createTestI18n(locale);
  i18n.addResourceBundle(locale, 'contract', locale === 'en' ? en : uk);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { wrapper });
}
