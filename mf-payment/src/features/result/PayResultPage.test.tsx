import { screen, waitFor, within } from '@testing-library/react';
import { initialJourneyState } from '@greencard/store';
import { saveResultRecord } from './resultRecord';
import { SIGNED_JOURNEY, currentAddress } from '@greencard/step/testing';
import { RECEIPT, renderPayment } from '../../testing/renderPayment';
import { saveChoice } from '../pay/paymentChoice';

const status = () => screen.getByRole('region', { name: /^(Payment status|Статус оплати)$/ });

describe('/paySuccess', () => {
  it('says the contract is paid, by card, and leads on to the documents at /success', async () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', paid: true });
    saveChoice(41, { method: 'easypay', months: 3 });
    const getReceipt = jest.fn().mockResolvedValue(RECEIPT);
    const { user } = renderPayment('/paySuccess', {
      api: { getReceipt, contractDocumentUrl: () => '/api/order/show?contract_id=41' },
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'The contract is paid' })).toHaveFocus();
    expect(within(status()).getByText('Paid')).toBeInTheDocument();
    expect(within(status()).getByText('Your card payment has gone through.')).toBeInTheDocument();
    expect(within(status()).getByText('Contract No. GC-000041')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Continue to the documents' });
    expect(next).toHaveClass('gc-button--primary');
    expect(next).toHaveAttribute('href', '/en/success');
    await user.click(next);
    expect(currentAddress()).toBe('/en/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract is concluded' })).toBeInTheDocument();
  });

  it('says the contract could not be paid and leads on to /fail, in Ukrainian', () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', paid: false });
    renderPayment('/paySuccess', { locale: 'uk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Не вдалося оплатити' })).toBeInTheDocument();
    expect(within(status()).getByText('Не сплачено')).toBeInTheDocument();
    expect(within(status()).getByText('Оплата карткою не пройшла, тому договір ще не сплачено.')).toBeInTheDocument();
    expect(within(status()).getByText('Договір № GC-000041')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Продовжити: що можна зробити' });
    expect(next).toHaveClass('gc-button--primary');
    expect(next).toHaveAttribute('href', '/fail');
  });

  it('says the bank approved the instalments: the contract is concluded and the loan is repaid to the bank', () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', paid: true });
    saveChoice(41, { method: 'instalments', months: 12 });
    renderPayment('/paySuccess', { journey: null });
    expect(screen.getByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
    expect(within(status()).getByText('Paid by the bank in instalments')).toBeInTheDocument();
    expect(
      within(status()).getByText(
        'The bank approved the instalments and paid for the contract, so the contract is concluded.',
      ),
    ).toBeInTheDocument();
    expect(
      within(status()).getByText('The loan is from the bank: you repay it to the bank in 12 monthly payments.'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/online|card payment/i);
    expect(screen.getByRole('link', { name: 'Continue to the documents' })).toHaveAttribute('href', '/en/success');
  });

  it('reads a payment without a stored choice (another browser, cleared storage) as a card payment', () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', paid: true });
    renderPayment('/paySuccess', { journey: { ...SIGNED_JOURNEY, paid: true } });
    expect(within(status()).getByText('Your card payment has gone through.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/bank/i);
  });

  it('says the bank declined the instalments and leads on to paying by card, in Ukrainian', () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', paid: false });
    saveChoice(41, { method: 'instalments', months: 6 });
    renderPayment('/paySuccess', { locale: 'uk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Не вдалося оплатити' })).toBeInTheDocument(); // rules §8's title; the line below says it was the bank
    expect(within(status()).getByText('Не сплачено')).toBeInTheDocument();
    expect(
      within(status()).getByText(
        'Банк відмовив у розстрочці, тому договір не сплачено. Ви можете сплатити його карткою.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Продовжити: що можна зробити' })).toHaveAttribute('href', '/fail');
  });

  it('survives a reload after the journey was cleared', () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', paid: true });
    renderPayment('/paySuccess', { journey: initialJourneyState });
    expect(screen.getByRole('heading', { level: 1, name: 'The contract is paid' })).toBeInTheDocument();
  });

  it('sends a buyer who has not paid yet to the payment page', async () => {
    renderPayment('/paySuccess', { journey: SIGNED_JOURNEY });
    await waitFor(() => expect(currentAddress()).toBe('/en/payment'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

  it('sends a buyer with nothing to pay to the start', async () => {
    renderPayment('/paySuccess', { journey: null });
    await waitFor(() => expect(currentAddress()).toBe('/en'));
    expect(sessionStorage.getItem('journey_notice')).toBe('noProduct');
  });

  it('ignores a record older than 24 hours', async () => {
    saveResultRecord({ contractId: 41, number: 'GC-000041', paid: true }, new Date(Date.now() - 25 * 60 * 60 * 1000));
    renderPayment('/paySuccess', { journey: null });
    await waitFor(() => expect(currentAddress()).toBe('/en'));
  });
});
