import { renderPayment } from './testing/renderPayment';

describe('payment step pages', () => {
  it('renders nothing on a path it does not own', () => {
    const { container } = renderPayment('/contract');
    expect(container).toBeEmptyDOMElement();
  });
});
