import { screen, waitFor, within } from '@testing-library/react';
import { initialJourneyState, saveResultRecord } from '@greencard/store';
import { LATE, RECEIPT, SIGNED, currentAddress, renderPayment, settle } from '../../testing/renderPayment';

const DECLINED = { contractId: 41, number: 'GC-000041', payed: false };

describe('/fail', () => {
  beforeEach(() => saveResultRecord(DECLINED));

  it('says the payment failed, with the contract number and the support contacts as links', async () => {
    renderPayment('/fail');
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to pay' })).toHaveFocus();
    expect(screen.getByText('The payment for contract No. GC-000041 did not go through.')).toBeInTheDocument();
    const support = screen.getByRole('region', { name: 'If you need help, contact support:' });
    expect(within(support).getByRole('link', { name: 'support@insurer.test' })).toHaveAttribute('href', 'mailto:support@insurer.test');
    expect(within(support).getByRole('link', { name: '+380441112233' })).toHaveAttribute('href', 'tel:+380441112233');
    expect(within(support).getByRole('link', { name: '+380671112233' })).toHaveAttribute('href', 'tel:+380671112233');
    await settle();
  });

  it('dials a phone the insurer writes with spaces', async () => {
    renderPayment('/fail', { config: { company: { id: 1, name: 'X', supportPhones: ['+38 (044) 111-22-33'], chats: {} } } });
    expect(screen.getByRole('link', { name: '+38 (044) 111-22-33' })).toHaveAttribute('href', 'tel:+380441112233');
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    await settle();
  });

  it('offers another try while the contract can still be paid', async () => {
    const { user } = renderPayment('/fail', { locale: 'uk' });
    const again = await screen.findByRole('link', { name: 'Спробувати сплатити ще раз' });
    expect(again).toHaveAttribute('href', '/payment');
    await user.click(again);
    expect(currentAddress()).toBe('/payment');
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата' })).toBeInTheDocument();
  });

  it('offers no new try after the cut-off, only a fresh start', async () => {
    renderPayment('/fail', { api: { getServerTime: () => Promise.resolve(LATE) } });
    expect(await screen.findByText(/This contract can no longer be paid. Please buy a new one./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try to pay again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/en');
  });

  it('offers no new try when the journey no longer holds the contract', async () => {
    renderPayment('/fail', { journey: initialJourneyState });
    expect(screen.getByText('The payment for contract No. GC-000041 did not go through.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try to pay again' })).not.toBeInTheDocument();
    await settle();
  });

  it('sends a buyer whose contract was paid to /success', async () => {
    saveResultRecord({ ...DECLINED, payed: true });
    renderPayment('/fail', {
      journey: { ...SIGNED, payed: true, emitted: true },
      api: { getReceipt: () => Promise.resolve(RECEIPT), contractDocumentUrl: () => '/api/order/show?contract_id=41' },
    });
    await waitFor(() => expect(currentAddress()).toBe('/en/success'));
    expect(await screen.findByText('UA/001/00000041')).toBeInTheDocument();
  });
});
