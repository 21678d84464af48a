import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import type { Locale } from '@greencard/domain';
import type { CompanyInfo } from '@greencard/step';
import { TEST_COMPANY } from '@greencard/step/testing';
import { Header } from './Header';

const OSAGO = { uk: 'https://insurer.test/uk/osago', en: 'https://insurer.test/en/osago' };

/** Renders the header and answers queries within its main navigation. */
function headerNavigation(company: CompanyInfo, locale: Locale = 'en') {
  const pathname = locale === 'en' ? '/en' : '/';
  render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <Header company={company} locale={locale} pathname={pathname} />
    </I18nextProvider>,
  );
  return within(screen.getByRole('navigation', { name: locale === 'en' ? 'Main navigation' : 'Основна навігація' }));
}

describe('the header', () => {
  it('links the sister product to its own setting, in the page language', () => {
    expect(
      headerNavigation({ ...TEST_COMPANY, osagoUrl: OSAGO }, 'en').getByRole('link', {
        name: 'Compulsory auto insurance',
      }),
    ).toHaveAttribute('href', OSAGO.en);
  });

  it('links the Ukrainian page to the Ukrainian address', () => {
    expect(
      headerNavigation({ ...TEST_COMPANY, osagoUrl: OSAGO }, 'uk').getByRole('link', { name: 'Автоцивілка' }),
    ).toHaveAttribute('href', OSAGO.uk);
  });

  it('shows no sister product link without the setting, whatever the platform URL', () => {
    headerNavigation({
      ...TEST_COMPANY,
      osagoUrl: undefined,
      platform: { name: 'EWA', url: 'https://platform.test' },
    });
    expect(screen.queryByRole('link', { name: 'Compulsory auto insurance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /platform/i })).not.toBeInTheDocument();
  });

  it('shows the 160x48 wordmark at its own ratio, loaded lazily, and names the home link after the company', () => {
    headerNavigation(TEST_COMPANY);
    const logo = within(screen.getByRole('link', { name: 'Test Insurer' })).getByRole('img');
    expect(logo).toHaveAttribute('src', `/api/company/logo/${TEST_COMPANY.id}`);
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '48');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('alt', 'Test Insurer');
  });
});
