import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import { expectSameKeys } from '@greencard/i18n/testing';
import type { Locale } from '@greencard/domain';
import type { StepOverrides } from './takeStepOverrides';
import { en, uk } from './overrideTexts';
import { StepOverrideBanner } from './StepOverrideBanner';

const BUILD = 'https://builds.example.com/payment/42/mf-manifest.json';

function renderBanner(overrides: StepOverrides, locale: Locale = 'en', pathname = '/en/payment') {
  return render(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <StepOverrideBanner overrides={overrides} pathname={pathname} />
    </I18nextProvider>,
  );
}

describe('the test build banner', () => {
  it('is not there without a test build', () => {
    const { container } = renderBanner({ active: {}, refused: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('names the step and the build being tested, with a link that clears it on this page', () => {
    renderBanner({ active: { payment: BUILD }, refused: [] });
    const banner = screen.getByRole('region', { name: 'Test builds' });
    expect(within(banner).getByRole('status')).toHaveTextContent(
      `Testing payment build ${BUILD} in this browser: clear`,
    );
    expect(within(banner).getByRole('link', { name: 'clear' })).toHaveAttribute('href', '/en/payment?override=clear');
  });

  it('says a build was refused, and why', () => {
    const evil = 'https://evil.example.com/mf-manifest.json';
    renderBanner({ active: {}, refused: [{ step: 'payment', manifest: evil }] });
    expect(screen.getByRole('status')).toHaveTextContent(
      `The payment build ${evil} was refused: this shop does not allow test builds from https://evil.example.com`,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Ukrainian on a Ukrainian page', () => {
    renderBanner({ active: { points: BUILD }, refused: [] }, 'uk', '/points');
    expect(screen.getByRole('region', { name: 'Тестові збірки' })).toHaveTextContent(
      `Тестується збірка кроку points ${BUILD} у цьому браузері: скасувати`,
    );
    expect(screen.getByRole('link', { name: 'скасувати' })).toHaveAttribute('href', '/points?override=clear');
  });

  it('has every text in both languages', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });
});
