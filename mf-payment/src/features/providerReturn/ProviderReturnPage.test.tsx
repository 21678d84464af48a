import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import type { PaymentConfirmation } from './confirmationCall';
import { loadResultRecord } from '../result/resultRecord';
import { SIGNED_JOURNEY, currentAddress, settle } from '@greencard/step/testing';
import { renderPayment } from '../../testing/renderPayment';

const answer = (status: PaymentConfirmation['status'], contractId = 41): PaymentConfirmation => ({
  status,
  contractNumber: contractId === 41 ? 'GC-000041' : `GC-0000${contractId}`,
  contractId,
});

/** An answer that never comes: the page stays on its return point. */
const never = () => jest.fn(() => new Promise<PaymentConfirmation>(() => undefined));

describe('the providers’ return points', () => {
  it('EasyPay: asks about the contract the address names; a paid contract is recorded and the result says so', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PAID'));
    const { store } = renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41&amount=1783.00', {
      api: { confirmContractPayment },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Checking the payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming the payment with the insurer…');

    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toHaveFocus();
    expect(currentAddress()).toBe('/en/paySuccess');
    expect(confirmContractPayment).toHaveBeenCalledTimes(1);
    // The shop's own contract_id is not one of the provider's parameters.
    expect(confirmContractPayment).toHaveBeenCalledWith('easypay', 41, { orderId: 'ORD-41', amount: '1783.00' });
    expect(store.getState().journey).toMatchObject({ paid: true });
    expect(loadResultRecord()).toEqual({ contractId: 41, number: 'GC-000041', paid: true });
  });

  it('Portmone (its form post arrives as a query): a declined payment could not be paid', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('DECLINED'));
    const { store } = renderPayment(
      '/portmoneCallBack?contract_id=41&SHOPORDERNUMBER=1234567890&SHOPBILLID=777&RESULT=1&BILL_AMOUNT=1783.00',
      { locale: 'uk', api: { confirmContractPayment } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Перевірка оплати' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Не вдалося оплатити' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/paySuccess');
    expect(confirmContractPayment).toHaveBeenCalledWith('portmone', 41, {
      SHOPORDERNUMBER: '1234567890',
      SHOPBILLID: '777',
      RESULT: '1',
      BILL_AMOUNT: '1783.00',
    });
    expect(store.getState().journey).toMatchObject({ paid: false, signed: true });
    expect(loadResultRecord()).toEqual({ contractId: 41, number: 'GC-000041', paid: false });
  });

  it('instalments: while the bank decides, says when the contract is sent and checks again on request', async () => {
    const confirmContractPayment = jest
      .fn()
      .mockResolvedValueOnce(answer('PENDING'))
      .mockResolvedValueOnce(answer('PAID'));
    const { user, store } = renderPayment('/paySuccess?provider=instalments&contract_id=41&orderId=ORD-41', {
      api: { confirmContractPayment },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for the bank' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The bank is reviewing your instalment application. The contract is sent once the bank approves it.',
      ),
    ).toBeInTheDocument();
    expect(currentAddress()).toBe('/en/paySuccess?provider=instalments');
    expect(store.getState().journey.paid).toBe(false);
    expect(loadResultRecord()).toBeUndefined();
    expect(confirmContractPayment).toHaveBeenCalledWith('instalments', 41, { orderId: 'ORD-41' });

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(confirmContractPayment).toHaveBeenCalledTimes(2);
    // The address no longer carries the bank's answer: the check asks with what the page kept.
    expect(confirmContractPayment).toHaveBeenLastCalledWith('instalments', 41, { orderId: 'ORD-41' });
    expect(currentAddress()).toBe('/en/paySuccess');
    expect(store.getState().journey).toMatchObject({ paid: true });
  });

  it('states the waiting in its status panel, with the contract’s number and checking again as the next action', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PENDING', 57));
    renderPayment('/paySuccess?provider=instalments&contract_id=57&orderId=ORD-57', {
      locale: 'uk',
      api: { confirmContractPayment },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Очікуємо рішення банку' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const status = screen.getByRole('region', { name: 'Статус оплати' });
    expect(within(status).getByText('Очікуємо рішення банку')).toBeInTheDocument();
    expect(
      within(status).getByText(
        'Банк розглядає заявку на оплату частинами. Договір надсилається після того, як банк її схвалить.',
      ),
    ).toBeInTheDocument();
    // The number comes from the insurer's answer: the address names only the contract's id.
    expect(within(status).getByText('Договір № GC-000057')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перевірити ще раз' })).toHaveClass('gc-button--primary');
  });

  it('a card payment not yet confirmed waits for the bank’s confirmation, not for a decision on instalments', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PENDING'));
    renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41', { api: { confirmContractPayment } });
    const status = await screen.findByRole('region', { name: 'Payment status' });
    expect(await within(status).findByText('Waiting for the bank’s confirmation')).toBeInTheDocument();
    expect(
      within(status).getByText('Your bank has not confirmed the card payment yet. Please check again in a minute.'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/instalment/i);
  });

  it('while checking, says so with the journey’s contract number', async () => {
    renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41', { api: { confirmContractPayment: never() } });
    const status = screen.getByRole('region', { name: 'Payment status' });
    expect(within(status).getByText('Checking the payment')).toBeInTheDocument();
    expect(within(status).getByText('Contract No. GC-000041')).toBeInTheDocument();
    await settle();
  });

  it('says when the bank still has not decided on a re-check', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PENDING'));
    const { user } = renderPayment('/paySuccess?provider=instalments&contract_id=41&orderId=ORD-41', {
      api: { confirmContractPayment },
    });
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(confirmContractPayment).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for the bank' })).toBeInTheDocument();
  });

  it('takes the contract from the journey when the address names none', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PAID'));
    renderPayment('/easyPayCallBack?orderId=ORD-41', { api: { confirmContractPayment } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(confirmContractPayment).toHaveBeenCalledWith('easypay', SIGNED_JOURNEY.draft?.id, { orderId: 'ORD-41' });
  });

  it('works after the journey was lost: the address names the contract', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PAID'));
    renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41', { journey: null, api: { confirmContractPayment } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(confirmContractPayment).toHaveBeenCalledWith('easypay', 41, { orderId: 'ORD-41' });
    expect(loadResultRecord()).toEqual({ contractId: 41, number: 'GC-000041', paid: true });
  });

  it.each([
    [
      'en',
      'We could not tell which contract this payment is for. If you have already paid, contact support; if not, start again from the calculator.',
      'Start again',
      '/en',
    ],
    [
      'uk',
      'Не вдалося визначити, до якого договору належить цей платіж. Якщо ви вже сплатили, зверніться до служби підтримки; якщо ні, почніть знову з розрахунку вартості.',
      'Оформити знову',
      '/',
    ],
  ] as const)('without any contract says so and asks nothing (%s)', async (locale, text, link, home) => {
    const confirmContractPayment = jest.fn();
    renderPayment('/easyPayCallBack?orderId=ORD-41', { locale, journey: null, api: { confirmContractPayment } });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', home);
    expect(screen.getByRole('link', { name: 'support@insurer.test' })).toBeInTheDocument();
    await settle();
    expect(confirmContractPayment).not.toHaveBeenCalled();
    expect(currentAddress()).toBe(locale === 'en' ? '/en/easyPayCallBack' : '/easyPayCallBack');
  });

  it('records a payment of another contract without touching this journey', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PAID', 57));
    const { store } = renderPayment('/easyPayCallBack?contract_id=57&orderId=ORD-57', {
      api: { confirmContractPayment },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(screen.getByText('Contract No. GC-000057')).toBeInTheDocument();
    expect(confirmContractPayment).toHaveBeenCalledWith('easypay', 57, { orderId: 'ORD-57' });
    expect(store.getState().journey).toEqual(expect.objectContaining({ paid: false, draft: SIGNED_JOURNEY.draft }));
    expect(loadResultRecord()).toEqual({ contractId: 57, number: 'GC-000057', paid: true });
  });
});

describe('the address of a return point', () => {
  it.each([
    [
      '/portmoneCallBack?contract_id=41&SHOPORDERNUMBER=1234567890&SHOPBILLID=777&RESULT=0&BILL_AMOUNT=1783.00',
      '/en/portmoneCallBack',
    ],
    ['/easyPayCallBack?contract_id=41&orderId=ORD-41', '/en/easyPayCallBack'],
    ['/paySuccess?provider=instalments&contract_id=41&orderId=ORD-41', '/en/paySuccess?provider=instalments'],
  ])('%s is replaced with %s, in the address bar and in history, and confirmed once', async (arrival, bare) => {
    const confirmContractPayment = never();
    const length = window.history.length;
    renderPayment(arrival, { api: { confirmContractPayment } });
    await waitFor(() => expect(currentAddress()).toBe(bare));
    expect(window.history.length).toBe(length);
    await settle();
    // The page heard the address change under it and did not take it for a new return.
    expect(confirmContractPayment).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming the payment with the insurer…');
  });

  it('leaves the return point out of history once the payment is settled', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PAID'));
    const length = window.history.length;
    renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41', { api: { confirmContractPayment } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(window.history.length).toBe(length);
  });
});

describe('a failed confirmation shows only the shop’s own texts', () => {
  it('says a server failure and lets the buyer try again with what the page kept, or go back to payment', async () => {
    const confirmContractPayment = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('serverError'))
      .mockResolvedValueOnce(answer('PAID'));
    const { user } = renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41', {
      api: { confirmContractPayment },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error, please try later');
    expect(
      within(screen.getByRole('region', { name: 'Payment status' })).getByText('Payment not confirmed yet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass('gc-button--primary');
    expect(screen.getByRole('link', { name: 'Back to payment' })).toHaveAttribute('href', '/en/payment');
    expect(loadResultRecord()).toBeUndefined();
    expect(currentAddress()).toBe('/en/easyPayCallBack');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(confirmContractPayment).toHaveBeenLastCalledWith('easypay', 41, { orderId: 'ORD-41' });
  });

  it.each([
    [
      'a refusal of tampered parameters',
      new ApiError('insurerMessage', { status: 400, text: 'Amount 1.00 does not match. Pay at https://evil.example' }),
    ],
    ['an unreadable refusal', new ApiError('generic', { status: 400, text: 'Call +380000000000 now' })],
    ['an underwriting refusal', new ApiError('underwriting', { status: 422, text: 'Контрагента знайдено в переліку' })],
  ])('never shows the insurer’s text nor the query: %s', async (_name, error) => {
    const confirmContractPayment = jest.fn().mockRejectedValue(error);
    renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41&amount=1.00&message=Your+card+is+blocked', {
      api: { confirmContractPayment },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm this payment. Please try again, or go back to payment.',
    );
    expect(document.body).not.toHaveTextContent(error.text ?? '');
    for (const echoed of ['evil.example', '+380000000000', 'Контрагента', 'card is blocked', 'ORD-41', '1.00']) {
      expect(document.body).not.toHaveTextContent(echoed);
    }
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says in Ukrainian that the payment could not be confirmed', async () => {
    const confirmContractPayment = jest.fn().mockRejectedValue(new ApiError('insurerMessage', { text: 'Bad' }));
    renderPayment('/portmoneCallBack?contract_id=41&SHOPBILLID=777', { locale: 'uk', api: { confirmContractPayment } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не вдалося підтвердити цей платіж. Спробуйте ще раз або поверніться до оплати.',
    );
    expect(screen.getByRole('link', { name: 'Повернутися до оплати' })).toHaveAttribute('href', '/payment');
  });

  it('a contract of another browser session: says so, offers support and a fresh start, no retry', async () => {
    const confirmContractPayment = jest.fn().mockRejectedValue(new ApiError('sessionMismatch', { status: 403 }));
    renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41', { journey: null, api: { confirmContractPayment } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This contract was started in another browser or your session has expired. Start again from the calculator, or contact support if you have already paid.',
    );
    expect(screen.getByRole('link', { name: 'support@insurer.test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a paid amount that did not cover the premium: says it is refunded, back to payment, no retry (uk)', async () => {
    const confirmContractPayment = jest.fn().mockRejectedValue(new ApiError('paymentMismatch', { status: 409 }));
    renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41', { locale: 'uk', api: { confirmContractPayment } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сума платежу не збіглася із сумою до сплати, тому кошти повертаються. Будь ласка, сплатіть ще раз.',
    );
    expect(screen.getByRole('link', { name: 'Повернутися до оплати' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).not.toBeInTheDocument();
  });

  it('too many requests: says so and lets the buyer try again', async () => {
    const confirmContractPayment = jest.fn().mockRejectedValue(new ApiError('tooManyAttempts', { status: 429 }));
    renderPayment('/easyPayCallBack?contract_id=41&orderId=ORD-41', { api: { confirmContractPayment } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again later');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failed re-check while the bank decides is said in the shop’s words too', async () => {
    const confirmContractPayment = jest
      .fn()
      .mockResolvedValueOnce(answer('PENDING'))
      .mockRejectedValueOnce(new ApiError('insurerMessage', { text: 'Injected text' }));
    const { user } = renderPayment('/paySuccess?provider=instalments&contract_id=41&orderId=ORD-41', {
      api: { confirmContractPayment },
    });
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm this payment. Please try again, or go back to payment.',
    );
    expect(document.body).not.toHaveTextContent('Injected text');
  });
});
