import { act, screen } from '@testing-library/react';
import { loadLanguage } from '@greencard/i18n';
import { renderStep } from '@greencard/step/testing';
import { FaqSection } from './FaqSection';

describe('the FAQ', () => {
  it("shows its answers in the page's language once its texts are in, and in the other after a switch", async () => {
    const { services } = renderStep(<FaqSection />, { locale: 'uk' });
    expect(await screen.findByText('Що покриває Зелена картка?')).toBeInTheDocument();
    expect(services.i18n.hasResourceBundle('en', 'calculatorFaq')).toBe(false);
    await act(async () => {
      await loadLanguage(services.i18n, 'en');
      await services.i18n.changeLanguage('en');
    });
    expect(screen.getByText('What does a Green Card cover?')).toBeInTheDocument();
  });
});
