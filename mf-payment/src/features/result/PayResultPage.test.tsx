import { screen, waitFor } from '@testing-library/react';
import { initialJourneyState, saveResultRecord } from '@greencard/store';
import { RECEIPT, SIGNED, currentAddress, renderPayment } from '../../testing/renderPayment';

describe('/paySuccess', () => {
  it('says the contract is paid and leads on to /success', async () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', payed: true });
    const getReceipt = jest.fn().mockResolvedValue(RECEIPT);
    const { user } = renderPayment('/paySuccess', {
      api: { getReceipt, contractDocumentUrl: () => '/api/order/show?contract_id=41' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'The contract is paid' })).toHaveFocus();
    expect(screen.getByText('Contract No. GC-000041')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Continue' });
    expect(next).toHaveAttribute('href', '/en/success');
    await user.click(next);
    expect(currentAddress()).toBe('/en/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract is concluded' })).toBeInTheDocument();
  });

  it('says the contract could not be paid and leads on to /fail, in Ukrainian', () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', payed: false });
    renderPayment('/paySuccess', { locale: 'uk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Не вдалося оплатити' })).toBeInTheDocument();
    expect(screen.getByText('Договір № GC-000041')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продовжити' })).toHaveAttribute('href', '/fail');
  });

  it('survives a reload after the journey was cleared', () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', payed: true });
    renderPayment('/paySuccess', { journey: initialJourneyState });
    expect(screen.getByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
  });

  it('sends a buyer who has not paid yet to the payment page', async () => {
    renderPayment('/paySuccess', { journey: SIGNED });
    await waitFor(() => expect(currentAddress()).toBe('/en/payment'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

  it('sends a buyer with nothing to pay to the start', async () => {
    renderPayment('/paySuccess', { journey: null });
    await waitFor(() => expect(currentAddress()).toBe('/en'));
    expect(sessionStorage.getItem('journey_notice')).toBe('noProduct');
  });

  it('ignores a record older than 24 hours', async () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', payed: true }, new Date(Date.now() - 25 * 60 * 60 * 1000));
    renderPayment('/paySuccess', { journey: null });
    await waitFor(() => expect(currentAddress()).toBe('/en'));
  });
});
