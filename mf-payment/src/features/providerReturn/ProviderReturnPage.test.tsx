import { screen, waitFor } from '@testing-library/react';
import { ApiError, type PaymentConfirmation } from '@greencard/api';
import { loadResultRecord } from '@greencard/store';
import { SIGNED, currentAddress, renderPayment } from '../../testing/renderPayment';

const answer = (status: PaymentConfirmation['status'], contractId = 41): PaymentConfirmation => ({
  status,
  contractNumber: contractId === 41 ? 'GC-000041' : `GC-0000${contractId}`,
  contractId,
});

describe('the providers’ return points', () => {
  it('EasyPay: hands what came back to the insurer; a paid contract is recorded and the result says so', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PAID'));
    const { store } = renderPayment('/easyPayCallBack?orderId=ORD-41&amount=1783.00', { api: { confirmContractPayment } });
    expect(screen.getByRole('heading', { level: 1, name: 'Checking the payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming the payment with the insurer…');

    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toHaveFocus();
    expect(currentAddress()).toBe('/en/paySuccess');
    expect(confirmContractPayment).toHaveBeenCalledTimes(1);
    expect(confirmContractPayment).toHaveBeenCalledWith('easypay', { orderId: 'ORD-41', amount: '1783.00' });
    expect(store.getState().journey).toMatchObject({ payed: true, emitted: true });
    expect(loadResultRecord()).toEqual({ contractId: 41, number: 'GC-000041', payed: true });
  });

  it('Portmone (its form post arrives as a query): a declined payment could not be paid', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('DECLINED'));
    const { store } = renderPayment('/portmoneCallBack?SHOPORDERNUMBER=1234567890&SHOPBILLID=777&RESULT=1', {
      locale: 'uk',
      api: { confirmContractPayment },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Перевірка оплати' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Не вдалося оплатити' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/paySuccess');
    expect(confirmContractPayment).toHaveBeenCalledWith('portmone', {
      SHOPORDERNUMBER: '1234567890',
      SHOPBILLID: '777',
      RESULT: '1',
    });
    expect(store.getState().journey).toMatchObject({ payed: false, emitted: false, signed: true });
    expect(loadResultRecord()).toEqual({ contractId: 41, number: 'GC-000041', payed: false });
  });

  it('instalments: while the bank decides, says when the contract is sent and checks again on request', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValueOnce(answer('PENDING')).mockResolvedValueOnce(answer('PAID'));
    const { user, store } = renderPayment('/paySuccess?provider=instalments&orderId=ORD-41', { api: { confirmContractPayment } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for the bank' })).toBeInTheDocument();
    expect(
      screen.getByText('The bank is reviewing your instalment application. The contract is sent once the bank approves it.'),
    ).toBeInTheDocument();
    expect(store.getState().journey.payed).toBe(false);
    expect(loadResultRecord()).toBeUndefined();
    expect(confirmContractPayment).toHaveBeenCalledWith('instalments', { orderId: 'ORD-41' });

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(confirmContractPayment).toHaveBeenCalledTimes(2);
    expect(confirmContractPayment).toHaveBeenLastCalledWith('instalments', { orderId: 'ORD-41' });
    expect(currentAddress()).toBe('/en/paySuccess');
    expect(store.getState().journey).toMatchObject({ payed: true, emitted: true });
  });

  it('says when the bank still has not decided on a re-check', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PENDING'));
    const { user } = renderPayment('/paySuccess?provider=instalments&orderId=ORD-41', { api: { confirmContractPayment } });
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(confirmContractPayment).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for the bank' })).toBeInTheDocument();
  });

  it('shows why the confirmation failed and lets the buyer try again or go back to payment', async () => {
    const confirmContractPayment = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('serverError'))
      .mockResolvedValueOnce(answer('PAID'));
    const { user } = renderPayment('/easyPayCallBack?orderId=ORD-41', { api: { confirmContractPayment } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error, please try later');
    expect(screen.getByRole('link', { name: 'Back to payment' })).toHaveAttribute('href', '/en/payment');
    expect(loadResultRecord()).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
  });

  it('shows the insurer’s refusal of tampered parameters as text', async () => {
    const confirmContractPayment = jest
      .fn()
      .mockRejectedValue(new ApiError('insurerMessage', { text: 'Does not match the order.' }));
    renderPayment('/easyPayCallBack?orderId=ORD-41&amount=1.00', { api: { confirmContractPayment } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Does not match the order.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('records a payment of another contract without touching this journey', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PAID', 57));
    const { store } = renderPayment('/easyPayCallBack?orderId=ORD-57', { api: { confirmContractPayment } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(screen.getByText('Contract No. GC-000057')).toBeInTheDocument();
    expect(store.getState().journey).toEqual(expect.objectContaining({ payed: false, payedContractId: SIGNED.payedContractId }));
    expect(loadResultRecord()).toEqual({ contractId: 57, number: 'GC-000057', payed: true });
  });

  it('works after the journey was lost: the insurer names the contract', async () => {
    const confirmContractPayment = jest.fn().mockResolvedValue(answer('PAID'));
    renderPayment('/easyPayCallBack?orderId=ORD-41', { journey: null, api: { confirmContractPayment } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(loadResultRecord()).toEqual({ contractId: 41, number: 'GC-000041', payed: true });
  });
});
