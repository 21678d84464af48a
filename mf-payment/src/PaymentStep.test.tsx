import { screen } from '@testing-library/react';
import { saveResultRecord } from './features/result/resultRecord';
import { settle } from '@greencard/step/testing';
import { RECEIPT, renderPayment } from './testing/renderPayment';

const never = () => new Promise<never>(() => undefined);

describe('payment step pages', () => {
  it('renders nothing on a path it does not own', () => {
    const { container } = renderPayment('/contract');
    expect(container).toBeEmptyDOMElement();
  });

  const PAID = { contractId: 41, number: 'GC-000041', paid: true };
  const NOT_PAID = { ...PAID, paid: false };

  it.each([
    ['/payment', undefined],
    ['/paySuccess', PAID],
    ['/success', PAID],
    ['/fail', NOT_PAID],
    ['/easyPayCallBack?contract_id=41&orderId=ORD-41', undefined],
    ['/portmoneCallBack?contract_id=41&SHOPBILLID=777', undefined],
    ['/paySuccess?provider=instalments&contract_id=41&orderId=ORD-41', undefined],
  ])('%s has one h1, in the page column the home page uses', async (path, record) => {
    if (record) saveResultRecord(record);
    renderPayment(path, {
      api: {
        confirmContractPayment: never,
        getReceipt: () => Promise.resolve(RECEIPT),
        contractDocumentUrl: () => '/api/order/show?contract_id=41',
      },
    });
    expectOneTitleInTheColumn();
    await settle();
  });

  it('a return that names no contract has one h1 in the column too', async () => {
    renderPayment('/easyPayCallBack', { journey: null });
    expectOneTitleInTheColumn();
    await settle();
  });
});

function expectOneTitleInTheColumn() {
  const titles = screen.getAllByRole('heading', { level: 1 });
  expect(titles).toHaveLength(1);
  // The container gives the width and the side margins; jsdom cannot measure them, only that it is there.
  // eslint-disable-next-line testing-library/no-node-access -- the page column is a layout box, with no role
  expect(titles[0]?.closest('.container.gc-page')).not.toBeNull();
}
