import { formatPrice } from '@greencard/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import { SIGNED_JOURNEY, currentAddress, settle } from '@greencard/step/testing';
import { figure, LATE, payButton, readAs, renderPayment } from '../../testing/renderPayment';
import { isCardProvider, PAYMENT_PROVIDERS } from '../providers/providers';
import { goToProvider } from './goToProvider';
import { loadChoice, saveChoice } from './paymentChoice';

jest.mock('./goToProvider');
const leave = jest.mocked(goToProvider);

const PROVIDER_PAGE = { url: 'https://pay.example/checkout/ORD-41' };

describe('/payment', () => {
  it('shows the contract, the money and the day’s deadline', async () => {
    renderPayment('/payment');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toHaveFocus();
    const summary = screen.getByRole('region', { name: 'Your contract' });
    expect(within(summary).getByText('GC-000041')).toBeInTheDocument();
    expect(within(summary).getAllByText('1 783.00 UAH')).toHaveLength(2);
    expect(within(summary).queryByText('Paid with points')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Sign and pay the contract before the end of the day: payment is available until 23:55 Kyiv time.',
      ),
    ).toBeInTheDocument();
    await payButton('Pay 1 783.00 UAH');
  });

  it('shows the points used and asks only for the rest', async () => {
    renderPayment('/payment', { journey: { ...SIGNED_JOURNEY, points: { used: 534.9, amountToPay: 1248.1 } } });
    const summary = screen.getByRole('region', { name: 'Your contract' });
    expect(figure(summary, 'Paid with points')).toHaveTextContent('534.90 UAH');
    expect(figure(summary, 'Amount to pay')).toHaveTextContent('1 248.10 UAH');
    await payButton('Pay 1 248.10 UAH');
  });

  it('offers every provider, cards and instalments, above 500 UAH', async () => {
    renderPayment('/payment');
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(PAYMENT_PROVIDERS);
    expect(within(methods).getByRole('radio', { name: 'Bank card (EasyPay)' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'In instalments through the bank' })).toBeInTheDocument();
    await settle();
  });

  it('shows the marks a buyer looks for: each provider with Visa and Mastercard, the bank for instalments', async () => {
    renderPayment('/payment');
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
    const easypay = within(methods).getByRole('radio', { name: 'Bank card (EasyPay)' });
    const portmone = within(methods).getByRole('radio', { name: 'Bank card (Portmone)' });
    // The card brands are said as the option's description; the provider's name is its label already.
    expect(easypay).toHaveAccessibleDescription('Visa Mastercard');
    expect(portmone).toHaveAccessibleDescription('Visa Mastercard');
    expect(within(methods).getByText('EasyPay')).toBeInTheDocument();
    expect(within(methods).getByText('Portmone')).toBeInTheDocument();
    const cardProviders = PAYMENT_PROVIDERS.filter(isCardProvider).length;
    expect(within(methods).getAllByText('Visa')).toHaveLength(cardProviders);
    expect(within(methods).getAllByText('Mastercard')).toHaveLength(cardProviders);
    expect(within(methods).getByText('Bank')).toBeInTheDocument();
    expect(
      within(methods).getByRole('radio', { name: 'In instalments through the bank' }),
    ).not.toHaveAccessibleDescription();
    await settle();
  });

  it('shows the marks in Ukrainian too', async () => {
    renderPayment('/payment', { locale: 'uk' });
    const methods = screen.getByRole('radiogroup', { name: 'Спосіб оплати' });
    expect(within(methods).getByRole('radio', { name: 'Банківська картка (EasyPay)' })).toHaveAccessibleDescription(
      'Visa Mastercard',
    );
    expect(within(methods).getByText('Банк')).toBeInTheDocument();
    await settle();
  });

  it('offers no instalments for 500 UAH or less and says why', async () => {
    renderPayment('/payment', { journey: { ...SIGNED_JOURNEY, points: { used: 1283, amountToPay: 500 } } });
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(within(methods).queryByRole('radio', { name: 'In instalments through the bank' })).not.toBeInTheDocument();
    expect(methods).toHaveAccessibleDescription(
      `Instalments are available when the amount to pay is above ${formatPrice(500)}.`,
    );
    await settle();
  });

  it('pays by card through EasyPay: the provider returns to this shop in the buyer’s language', async () => {
    const createPayment = jest.fn().mockResolvedValue(PROVIDER_PAGE);
    const { user } = renderPayment('/payment', { api: { createPayment } });
    await user.click(await payButton('Pay 1 783.00 UAH'));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PROVIDER_PAGE.url));
    expect(createPayment).toHaveBeenCalledWith(
      'easypay',
      {
        contractId: 41,
        amount: 1783,
        successUrl: 'http://localhost/en/easyPayCallBack?contract_id=41',
        failUrl: 'http://localhost/en/easyPayCallBack?contract_id=41',
      },
      { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
    );
    expect(loadChoice(41)).toEqual({ method: 'easypay', months: 3 });
    expect(screen.getByRole('button', { name: /Pay 1\s783.00\sUAH/ })).toBeDisabled();
  });

  it('pays through Portmone in Ukrainian', async () => {
    const createPayment = jest.fn().mockResolvedValue(PROVIDER_PAGE);
    const { user } = renderPayment('/payment', { locale: 'uk', api: { createPayment } });
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Банківська картка (Portmone)' }));
    await user.click(await payButton('Сплатити 1 783.00 UAH'));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PROVIDER_PAGE.url));
    expect(createPayment).toHaveBeenCalledWith(
      'portmone',
      {
        contractId: 41,
        amount: 1783,
        successUrl: 'http://localhost/portmoneCallBack?contract_id=41',
        failUrl: 'http://localhost/portmoneCallBack?contract_id=41',
      },
      { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
    );
  });

  it('pays in instalments: term, monthly payment, bank terms, and the bank returns to the result page', async () => {
    const createPayment = jest.fn().mockResolvedValue(PROVIDER_PAGE);
    const { user } = renderPayment('/payment', { api: { createPayment } });
    expect(screen.queryByRole('button', { name: /Term, months/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'In instalments through the bank' }));

    expect(
      screen.getByText('Monthly payment: from 594.33 UAH to 642.82 UAH, depending on the rate the bank sets.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bank terms: a loan of up to 300 000.00 UAH, 3 to 24 months, no down payment, annual rate from 0.00001% to 48.31%.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('With instalments, the contract is sent once the bank approves them.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Term, months/ }));
    const terms = screen.getByRole('listbox');
    expect(
      within(terms)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 3)));
    await user.click(within(terms).getByRole('option', { name: '12' }));
    expect(
      screen.getByText('Monthly payment: from 148.58 UAH to 190.27 UAH, depending on the rate the bank sets.'),
    ).toBeInTheDocument();

    await user.click(await payButton('Pay 1 783.00 UAH'));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PROVIDER_PAGE.url));
    expect(createPayment).toHaveBeenCalledWith(
      'instalments',
      {
        contractId: 41,
        amount: 1783,
        months: 12,
        successUrl: 'http://localhost/en/paySuccess?provider=instalments&contract_id=41',
        failUrl: 'http://localhost/en/paySuccess?provider=instalments&contract_id=41',
      },
      { idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
    );
    expect(loadChoice(41)).toEqual({ method: 'instalments', months: 12 });
  });

  it('restores the choice made for this contract after a reload', async () => {
    saveChoice(41, { method: 'instalments', months: 6 });
    renderPayment('/payment');
    expect(screen.getByRole('radio', { name: 'In instalments through the bank' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Term, months/ })).toHaveTextContent('6');
    await settle();
  });

  it('keeps the method and term the buyer picked across a reload before Pay is pressed', async () => {
    const { user, unmount } = renderPayment('/payment');
    await user.click(screen.getByRole('radio', { name: 'In instalments through the bank' }));
    await user.click(screen.getByRole('button', { name: /Term, months/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '12' }));
    await settle();
    unmount();

    renderPayment('/payment');
    expect(screen.getByRole('radio', { name: 'In instalments through the bank' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Term, months/ })).toHaveTextContent('12');
    await settle();
  });

  it('keeps the choice and says what went wrong when the payment cannot be opened', async () => {
    const createPayment = jest.fn().mockRejectedValueOnce(new ApiError('serverError')).mockResolvedValue(PROVIDER_PAGE);
    const { user } = renderPayment('/payment', { api: { createPayment } });
    await user.click(screen.getByRole('radio', { name: 'Bank card (Portmone)' }));
    await user.click(await payButton('Pay 1 783.00 UAH'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error, please try later');
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Bank card (Portmone)' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: readAs('Pay 1 783.00 UAH') }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PROVIDER_PAGE.url));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the insurer’s own message as text', async () => {
    const createPayment = jest
      .fn()
      .mockRejectedValue(
        new ApiError('insurerMessage', { text: 'Must be the premium minus the reserved points: 1783.00.' }),
      );
    const { user } = renderPayment('/payment', { api: { createPayment } });
    await user.click(await payButton('Pay 1 783.00 UAH'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Must be the premium minus the reserved points: 1783.00.',
    );
  });

  it('never follows a provider address that is not http(s)', async () => {
    const createPayment = jest.fn().mockResolvedValue({ url: 'javascript:alert(1)' });
    const { user } = renderPayment('/payment', { api: { createPayment } });
    await user.click(await payButton('Pay 1 783.00 UAH'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error, please try later');
    expect(leave).not.toHaveBeenCalled();
  });

  it('closes payment after 23:55 Kyiv time by the server’s clock', async () => {
    const { user, store } = renderPayment('/payment', { api: { getServerTime: () => Promise.resolve(LATE) } });
    expect(
      await screen.findByText(
        'Payment is closed for today: a contract is signed and paid on the same day, until 23:55 Kyiv time. Please buy the contract again tomorrow.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start again' }));
    expect(currentAddress()).toBe('/en');
    expect(store.getState().journey.draft).toBeNull();
  });

  it('waits for the server time before allowing payment, and allows it when the time cannot be read', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const getServerTime = () => new Promise<never>((_resolve, reject) => (fail = reject));
    renderPayment('/payment', { api: { getServerTime } });
    expect(screen.getByRole('button', { name: readAs('Pay 1 783.00 UAH') })).toBeDisabled();
    fail(new Error('offline'));
    await waitFor(() => expect(screen.getByRole('button', { name: readAs('Pay 1 783.00 UAH') })).toBeEnabled());
  });

  it('says when the contract is already paid instead of offering to pay again', () => {
    renderPayment('/payment', { journey: { ...SIGNED_JOURNEY, paid: true } });
    expect(screen.getByText(/This contract is already paid./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the result' })).toHaveAttribute('href', '/en/paySuccess');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it.each([
    ['no offer chosen', null, 'noProduct'],
    ['no draft', { ...SIGNED_JOURNEY, draft: null }, 'noDraft'],
    ['a contract not signed', { ...SIGNED_JOURNEY, signed: false }, 'notSigned'],
  ])('sends a buyer with %s back to the start with the reason', async (_case, journey, notice) => {
    renderPayment('/payment', { journey, locale: 'uk' });
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(sessionStorage.getItem('journey_notice')).toBe(notice);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
