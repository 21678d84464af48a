import { screen } from '@testing-library/react';
import { takeJourneyNotice } from '@greencard/step';
import { renderStep, settle } from '@greencard/step/testing';
import { ContractStep } from '../../ContractStep';
import { en } from '../../i18n/en';
import { uk } from '../../i18n/uk';

const showcase = (locale: 'uk' | 'en') =>
  renderStep(<ContractStep />, { path: '/UI', locale, translations: { ns: 'contract', uk, en } });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the widget showcase (/UI)', () => {
  it('is open to a buyer with no journey: no redirect and no notice', async () => {
    showcase('en');
    await settle();
    expect(window.location.pathname).toBe('/en/UI');
    expect(takeJourneyNotice()).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Interface widgets');
  });

  it.each([
    ['en', 'Interface widgets', 'City of registration', 'dd.mm.yyyy'],
    ['uk', 'Віджети інтерфейсу', 'Місто реєстрації', 'дд.мм.рррр'],
  ] as const)('shows every widget in %s', (locale, title, city, datePlaceholder) => {
    showcase(locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('combobox', { name: city })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('placeholder'))).toContain(datePlaceholder);
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(1);
  });

  it('works by keyboard: the city list opens as the buyer types and an option is chosen with the arrows; Tab goes on', async () => {
    const { user } = showcase('en');
    const city = screen.getByRole('combobox', { name: 'City of registration' });
    await user.type(city, 'Ky');
    expect(screen.getByRole('option', { name: 'Київ / Kyiv' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('Київ / Kyiv');
    await user.tab();
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of the offer' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });
});
