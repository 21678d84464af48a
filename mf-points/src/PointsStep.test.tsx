import { act, screen, waitFor } from '@testing-library/react';
import { takeJourneyNotice } from '@greencard/step';
import { SIGNED_JOURNEY } from '@greencard/step/testing';
import { CONTRACT_ID, CUSTOMER_ID, renderPoints } from './testing/renderPoints';

const balance = () => jest.fn(async () => ({ balance: 5000, redeemable: 534.9 }));

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the points step', () => {
  it.each([
    ['en', '/en/points', 'Pay with points', 'You can pay up to 30% of the policy price'],
    ['uk', '/points', 'Оплата балами', 'Ви можете сплатити балами програми лояльності до 30% вартості полісу'],
  ] as const)('shows its page in %s at %s with one heading', async (locale, path, heading, intro) => {
    const loyaltyBalance = balance();
    renderPoints({ locale, api: { loyaltyBalance } });
    expect(window.location.pathname).toBe(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(intro, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(loyaltyBalance).toHaveBeenCalledWith(CUSTOMER_ID, CONTRACT_ID));
  });

  it('shows nothing on another path', async () => {
    const loyaltyBalance = balance();
    renderPoints({ api: { loyaltyBalance } });
    expect(await screen.findByText('Available balance')).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/en/payment');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it.each([
    ['en', '/en/payment'],
    ['uk', '/payment'],
  ] as const)('sends a buyer without a loyalty customer id on to payment (%s)', async (locale, path) => {
    const loyaltyBalance = balance();
    renderPoints({ locale, loyaltyCustomerId: null, api: { loyaltyBalance } });
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(loyaltyBalance).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a buyer without a loyalty customer id on in place of this page, so Back does not bounce them forward', async () => {
    window.history.pushState(null, '', '/en/confirm');
    const length = window.history.length;
    renderPoints({ loyaltyCustomerId: null, api: { loyaltyBalance: balance() } });
    await waitFor(() => expect(window.location.pathname).toBe('/en/payment'));
    // renderPoints opened /en/points as a new entry; the move to payment took its place.
    expect(window.history.length).toBe(length + 1);
  });

  it.each([
    ['an unsigned contract', { ...SIGNED_JOURNEY, signed: false }, 'en', '/en'],
    ['no draft', { ...SIGNED_JOURNEY, draft: null }, 'en', '/en'],
    ['no product', { ...SIGNED_JOURNEY, product: null }, 'uk', '/'],
  ] as const)('sends a buyer with %s back to the start with a notice', async (_name, journey, locale, path) => {
    const loyaltyBalance = balance();
    renderPoints({ locale, journey, api: { loyaltyBalance } });
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(takeJourneyNotice()).toBe('notSigned');
    expect(loyaltyBalance).not.toHaveBeenCalled();
  });
});
