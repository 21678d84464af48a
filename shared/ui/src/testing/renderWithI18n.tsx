// Renders a widget as the shop does: inside the shared i18n instance (English unless asked otherwise). The
// provider is a wrapper, so rerender keeps it and the widget keeps its state.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, type Locale } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';

export function renderWithI18n(ui: ReactElement, locale: Locale = 'en'): RenderResult {
  const i18n = createTestI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { wrapper });
}
