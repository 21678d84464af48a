import { screen, waitFor, within } from '@testing-library/react';
import { initialJourneyState } from '@greencard/store';
import { saveResultRecord } from '../result/resultRecord';
import { SIGNED_JOURNEY, currentAddress, settle } from '@greencard/step/testing';
import { LATE, RECEIPT, renderPayment } from '../../testing/renderPayment';
import { loadChoice, saveChoice } from '../pay/paymentChoice';

const DECLINED = { contractId: 41, number: 'GC-000041', paid: false };

describe('/fail', () => {
  beforeEach(() => saveResultRecord(DECLINED));

  it('says the payment failed, with the contract number and the support contacts as links', async () => {
    renderPayment('/fail');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to pay' })).toHaveFocus();
    const status = screen.getByRole('region', { name: 'Payment status' });
    expect(within(status).getByText('Not paid')).toBeInTheDocument();
    expect(within(status).getByText('The payment for contract No. GC-000041 did not go through.')).toBeInTheDocument();
    const support = screen.getByRole('region', { name: 'If you need help, contact support:' });
    expect(within(support).getByRole('link', { name: 'support@insurer.test' })).toHaveAttribute(
      'href',
      'mailto:support@insurer.test',
    );
    expect(within(support).getByRole('link', { name: '+380441112233' })).toHaveAttribute('href', 'tel:+380441112233');
    expect(within(support).getByRole('link', { name: '+380671112233' })).toHaveAttribute('href', 'tel:+380671112233');
    await settle();
  });

  it('keeps every phone in the phone row, beside its label rather than under the labels', async () => {
    renderPayment('/fail');
    const support = screen.getByRole('region', { name: 'If you need help, contact support:' });
    const terms = within(support).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Email', 'Phone']);
    // A row holds one label and all its values; the layout puts the values in the second column.
    // eslint-disable-next-line testing-library/no-node-access -- the row is a layout box of the list, with no role
    const phoneRow = terms[1]?.parentElement as HTMLElement;
    expect(
      within(phoneRow)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['+380441112233', '+380671112233']);
    await settle();
  });

  it('dials a phone the insurer writes with spaces', async () => {
    renderPayment('/fail', {
      config: { company: { id: 1, name: 'X', supportPhones: ['+38 (044) 111-22-33'], chats: {} } },
    });
    expect(screen.getByRole('link', { name: '+38 (044) 111-22-33' })).toHaveAttribute('href', 'tel:+380441112233');
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    await settle();
  });

  it('offers another try while the contract can still be paid', async () => {
    const { user } = renderPayment('/fail', { locale: 'uk' });
    const again = await screen.findByRole('link', { name: 'Спробувати сплатити ще раз' });
    expect(again).toHaveAttribute('href', '/payment');
    expect(again).toHaveClass('gc-button--primary');
    await user.click(again);
    expect(currentAddress()).toBe('/payment');
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата' })).toBeInTheDocument();
  });

  it('offers no new try after the cut-off, only a fresh start', async () => {
    renderPayment('/fail', { api: { getServerTime: () => Promise.resolve(LATE) } });
    expect(await screen.findByText(/This contract can no longer be paid. Please buy a new one./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try to pay again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveClass('gc-button--primary');
  });

  it('says the bank declined the instalments and offers to pay by card, with a card chosen', async () => {
    saveChoice(41, { method: 'instalments', months: 12 });
    const { user } = renderPayment('/fail');
    // The spec's title (rules §8); the line below it says it was the bank.
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to pay' })).toBeInTheDocument();
    expect(screen.getByText(/The bank declined the instalments for contract No\./)).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Payment status' });
    expect(within(status).getByText('Not paid')).toBeInTheDocument();
    expect(
      within(status).getByText(
        'The bank declined the instalments for contract No. GC-000041, so it is not paid. You can pay for it by card instead.',
      ),
    ).toBeInTheDocument();
    const byCard = await screen.findByRole('link', { name: 'Pay by card' });
    expect(byCard).toHaveClass('gc-button--primary');
    await user.click(byCard);
    expect(currentAddress()).toBe('/en/payment');
    expect(await screen.findByRole('radio', { name: 'Bank card (EasyPay)' })).toBeChecked();
    // What was tried stays stored: a reload of /fail still tells the bank's refusal.
    expect(loadChoice(41)).toEqual({ method: 'instalments', months: 12 });
  });

  it('says the bank’s refusal in Ukrainian', async () => {
    saveChoice(41, { method: 'instalments', months: 12 });
    renderPayment('/fail', { locale: 'uk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Не вдалося оплатити' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Сплатити карткою' })).toHaveAttribute('href', '/payment');
  });

  it('offers no new try when the journey no longer holds the contract', async () => {
    renderPayment('/fail', { journey: initialJourneyState });
    expect(screen.getByText('The payment for contract No. GC-000041 did not go through.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try to pay again' })).not.toBeInTheDocument();
    await settle();
  });

  it('sends a buyer whose contract was paid to /success', async () => {
    saveResultRecord({ ...DECLINED, paid: true });
    renderPayment('/fail', {
      journey: { ...SIGNED_JOURNEY, paid: true },
      api: { getReceipt: () => Promise.resolve(RECEIPT), contractDocumentUrl: () => '/api/order/show?contract_id=41' },
    });
    await waitFor(() => expect(currentAddress()).toBe('/en/success'));
    expect(await screen.findByText('UA/001/00000041')).toBeInTheDocument();
  });
});
