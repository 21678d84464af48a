import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import { LanguageSwitch } from './LanguageSwitch';

describe('the language switch', () => {
  it('remembers the chosen language before it moves to the same page in it', async () => {
    document.cookie = 'locale=en; Path=/';
    window.history.pushState(null, '', '/en/contract?x=1');
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <LanguageSwitch pathname="/en/contract" locale="en" />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Українська' }));
    expect(document.cookie).toContain('locale=uk');
    expect(window.location.pathname + window.location.search).toBe('/contract?x=1');
  });

  it("keeps the focus in the switch for a buyer who switched by keyboard: the link pressed gives way to the page's language", async () => {
    window.history.pushState(null, '', '/en/contract');
    const i18n = createTestI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch pathname="/en/contract" locale="en" />
      </I18nextProvider>,
    );
    screen.getByRole('link', { name: 'Українська' }).focus();
    await userEvent.keyboard('{Enter}');
    // The shell renders the switch again at the new address.
    rerender(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch pathname="/contract" locale="uk" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
  });
});
