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

  it('quotes the shortest and longest periods in words that agree with the sentence around them', async () => {
    renderStep(<FaqSection />, { locale: 'uk' });
    await screen.findByText('Що покриває Зелена картка?');
    const answer = screen.getByText(/О 00:00 дати початку/, { ignore: false });
    // The period names are nominative ("1 рік"): after "до" Ukrainian needs the genitive ("до 1 року").
    expect(answer).not.toHaveTextContent(/до \d+ (рік|місяць|місяці|місяців)\b/);
    expect(answer).toHaveTextContent(/найкоротший строк — 15 днів, найдовший — 1 рік/);
  });
});
