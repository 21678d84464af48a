import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import type { Locale } from '@greencard/domain';
import { renderStep, TEST_COMPANY } from '@greencard/step/testing';
import { en } from '../../i18n/en';
import { uk } from '../../i18n/uk';
import { ConsentSection } from './ConsentSection';

const OFFER = { uk: 'https://insurer.test/offer/uk', en: 'https://insurer.test/offer/en' };

function renderConsent(offerUrl: typeof OFFER | undefined, locale: Locale = 'en') {
  return renderStep(<Form onSubmit={jest.fn()} render={() => <ConsentSection />} />, {
    locale,
    config: { company: { ...TEST_COMPANY, offerUrl } },
    translations: { ns: 'contract', uk, en },
  });
}

describe('the consent ticks', () => {
  it('link the offer in the page language, in a new tab that the link announces', () => {
    renderConsent(OFFER);
    const link = screen.getByRole('link', { name: 'offer' });
    expect(link).toHaveAttribute('href', OFFER.en);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('opens in a new tab');
    // The link sits in the tick's label, which keeps its name.
    expect(screen.getByRole('checkbox', { name: 'I have read the offer' })).toBeInTheDocument();
  });

  it('link the Ukrainian offer on the Ukrainian page', () => {
    renderConsent(OFFER, 'uk');
    const link = screen.getByRole('link', { name: 'умовами договору (оферти)' });
    expect(link).toHaveAttribute('href', OFFER.uk);
    expect(link).toHaveAccessibleDescription('відкривається в новій вкладці');
    expect(screen.getByRole('checkbox', { name: 'Я ознайомився з умовами договору (оферти)' })).toBeInTheDocument();
  });

  it('show the tick without a link when the insurer publishes no offer', () => {
    renderConsent(undefined);
    expect(screen.getByRole('checkbox', { name: 'I have read the offer' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('opens in a new tab')).not.toBeInTheDocument();
  });
});
