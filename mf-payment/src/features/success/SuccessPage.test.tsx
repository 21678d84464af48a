import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@greencard/api';
import { JOURNEY_SNAPSHOT, snapshotKey } from '@greencard/store';
import { loadResultRecord, saveResultRecord } from '../result/resultRecord';
import { SIGNED_JOURNEY, currentAddress } from '@greencard/step/testing';
import { figure, RECEIPT, renderPayment } from '../../testing/renderPayment';
import { saveChoice } from '../pay/paymentChoice';

// The document comes in the page's language.
const DOCUMENT_URL = '/api/order/show?contract_id=41&lang=en';
const PAID = { contractId: 41, number: 'GC-000041', paid: true };
const PAID_JOURNEY = { ...SIGNED_JOURNEY, paid: true };

function renderSuccess(api: Record<string, jest.Mock> = {}, options: Parameters<typeof renderPayment>[1] = {}) {
  const getReceipt = api.getReceipt ?? jest.fn().mockResolvedValue(RECEIPT);
  const contractDocumentUrl = jest.fn((id: number, lang?: string) => `/api/order/show?contract_id=${id}&lang=${lang}`);
  const view = renderPayment('/success', {
    journey: PAID_JOURNEY,
    ...options,
    api: { getReceipt, contractDocumentUrl, ...api },
  });
  return { ...view, getReceipt };
}

describe('/success', () => {
  beforeEach(() => saveResultRecord(PAID));

  it('says the contract is concluded, with the policy and the payment from the receipt', async () => {
    const { getReceipt } = renderSuccess();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contract is concluded' })).toHaveFocus();
    const status = screen.getByRole('region', { name: 'Payment status' });
    expect(within(status).getByText('Paid')).toBeInTheDocument();
    expect(
      within(status).getByText('Thank you! Contract No. GC-000041 is concluded and your Green Card policy is issued.'),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(await within(payment).findByText('UA/001/00000041')).toBeInTheDocument();
    expect(getReceipt).toHaveBeenCalledWith(41);
    expect(figure(payment, 'Valid')).toHaveTextContent('from 03.07.2026 to 02.08.2026');
    expect(figure(payment, 'Insurance premium')).toHaveTextContent('1 783.00 UAH');
    expect(figure(payment, 'Paid online')).toHaveTextContent('1 783.00 UAH');
    expect(figure(payment, 'Paid on')).toHaveTextContent('01.07.2026 12:05');
    expect(within(payment).queryByText('Paid with points')).not.toBeInTheDocument();
    expect(screen.queryByText(/instalments/)).not.toBeInTheDocument();
  });

  it('holds the receipt’s space while it loads, with no loading text, and shows it when it arrives', async () => {
    let answer: (receipt: typeof RECEIPT) => void = () => undefined;
    const getReceipt = jest.fn(() => new Promise<typeof RECEIPT>((resolve) => (answer = resolve)));
    renderSuccess({ getReceipt });
    const payment = screen.getByRole('region', { name: 'Payment' });
    // eslint-disable-next-line testing-library/no-node-access -- the receipt's space is an empty box, with no role
    const receiptSpace = () => payment.querySelector('.payment-receipt-space');
    expect(payment).toHaveAttribute('aria-busy', 'true');
    expect(receiptSpace()).toBeInTheDocument();
    expect(payment).not.toHaveTextContent(/Loading/);
    expect(within(payment).queryByRole('status')).not.toBeInTheDocument();
    answer(RECEIPT);
    expect(await within(payment).findByText('UA/001/00000041')).toBeInTheDocument();
    expect(payment).not.toHaveAttribute('aria-busy');
    expect(receiptSpace()).not.toBeInTheDocument();
  });

  it('links the contract document through the shop’s proxy and the insurer’s receipt', async () => {
    renderSuccess();
    const documents = screen.getByRole('region', { name: 'Documents' });
    const contractDocument = within(documents).getByRole('link', { name: 'Contract document (PDF)' });
    expect(contractDocument).toHaveAttribute('href', DOCUMENT_URL);
    // Getting the document is the page's next action.
    expect(contractDocument).toHaveClass('gc-button--primary');
    const receipt = await within(documents).findByRole('link', { name: 'Payment receipt' });
    expect(receipt).toHaveAttribute('href', RECEIPT.receiptUrl);
    expect(receipt).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows points paid and links no receipt address that is not http(s)', async () => {
    renderSuccess({
      getReceipt: jest
        .fn()
        .mockResolvedValue({ ...RECEIPT, paidByPoints: 534.9, paidOnline: 1248.1, receiptUrl: 'javascript:alert(1)' }),
    });
    const payment = screen.getByRole('region', { name: 'Payment' });
    await within(payment).findByText('Paid with points');
    expect(figure(payment, 'Paid with points')).toHaveTextContent('534.90 UAH');
    expect(screen.queryByRole('link', { name: 'Payment receipt' })).not.toBeInTheDocument();
  });

  it('clears personal data from the browser but keeps the result, so a reload still shows the page', async () => {
    localStorage.setItem('form_contract', JSON.stringify({ version: '1.0.274', value: {}, personal: true }));
    renderSuccess();
    await screen.findByRole('link', { name: 'Payment receipt' });
    expect(localStorage.getItem(snapshotKey(JOURNEY_SNAPSHOT))).toBeNull();
    expect(localStorage.getItem('form_contract')).toBeNull();
    expect(loadResultRecord()).toEqual(PAID);
  });

  it('shows the page again after a reload with no journey', async () => {
    renderSuccess({}, { journey: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Contract is concluded' })).toBeInTheDocument();
    expect(await screen.findByText('UA/001/00000041')).toBeInTheDocument();
  });

  it('with instalments calls the loan the bank’s, repaid in monthly parts, never an online payment, also after a reload', async () => {
    saveChoice(41, { method: 'instalments', months: 12 });
    renderSuccess({}, { journey: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Contract is concluded' })).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Payment status' });
    expect(within(status).getByText('Paid by the bank in instalments')).toBeInTheDocument();
    expect(
      within(status).getByText('The loan is from the bank: you repay it to the bank in 12 monthly payments.'),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    await within(payment).findByText('Paid by the bank (loan)');
    expect(figure(payment, 'Paid by the bank (loan)')).toHaveTextContent('1 783.00 UAH');
    expect(within(payment).getByText('Paid by the bank on')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/online/i);
    // Concluded, so nothing waits for the bank any more.
    expect(document.body).not.toHaveTextContent(/once the bank approves/i);
  });

  it('says the same in Ukrainian', async () => {
    saveChoice(41, { method: 'instalments', months: 6 });
    renderSuccess({}, { journey: null, locale: 'uk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Договір укладено' })).toBeInTheDocument();
    expect(screen.getByText('Сплачено банком у розстрочку')).toBeInTheDocument();
    expect(
      screen.getByText('Кредит надав банк: ви повертаєте його банку щомісячними платежами протягом 6 міс.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Сплачено банком (кредит)')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/онлайн|після того, як банк/i);
  });

  it('says when the receipt cannot be read and reads it again on request', async () => {
    const getReceipt = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('receipt', { status: 404 }))
      .mockResolvedValueOnce(RECEIPT);
    const { user } = renderSuccess({ getReceipt });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get payment receipt');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('UA/001/00000041')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves the contract PDF on a click', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]).buffer; // %PDF
    const getContractDocument = jest.fn().mockResolvedValue({ bytes, contentType: 'application/pdf' });
    const createObjectURL = jest.fn(() => 'blob:contract');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderSuccess({ getContractDocument });
    await user.click(screen.getByRole('link', { name: 'Contract document (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['green-card-GC-000041.pdf blob:contract']));
    expect(getContractDocument).toHaveBeenCalledWith(41, 'en');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(currentAddress()).toBe('/en/success');
    click.mockRestore();
    await screen.findByText('UA/001/00000041');
  });

  it('says when the contract document cannot be fetched', async () => {
    const getContractDocument = jest.fn().mockRejectedValue(new ApiError('serverError'));
    const { user } = renderSuccess({ getContractDocument });
    await screen.findByText('UA/001/00000041');
    await user.click(screen.getByRole('link', { name: 'Contract document (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get contract document');
  });

  it('starts a new purchase from a clean journey', async () => {
    const { user, store } = renderSuccess();
    await screen.findByText('UA/001/00000041');
    await user.click(screen.getByRole('link', { name: 'Buy another Green Card' }));
    expect(currentAddress()).toBe('/en');
    expect(store.getState().journey.draft).toBeNull();
    expect(store.getState().journey.paid).toBe(false);
  });

  it('sends a buyer whose payment was declined to /fail', async () => {
    saveResultRecord({ ...PAID, paid: false });
    renderPayment('/success', { api: { getServerTime: () => new Promise(() => undefined) } });
    await waitFor(() => expect(currentAddress()).toBe('/en/fail'));
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to pay' })).toBeInTheDocument();
  });
});
