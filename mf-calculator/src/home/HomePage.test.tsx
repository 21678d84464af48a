import { screen, within } from '@testing-library/react';
import { renderStep } from '@greencard/step/testing';
import { CalculatorStep } from '../CalculatorStep';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';
import { renderHome } from '../testing/renderHome';

// renderStep's user-event advances jest's clock between its steps, so the clock is fake.
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('home page', () => {
  it('has one h1 and its sections in the spec order', async () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Green Card online']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Price calculator',
      'Offers',
      'Where the policy is valid',
      'Payment',
      'Questions and answers',
      'Driving abroad?',
    ]);
    const region = (name: string) => screen.getByRole('region', { name });
    expect(screen.getAllByRole('region')).toEqual([
      region('Green Card online'),
      region('Price calculator'),
      region('Sort by price'),
      region('Offers'),
      region('Where the policy is valid'),
      region('Payment'),
      region('Questions and answers'),
      region('Driving abroad?'),
    ]);
    await screen.findByText('What does a Green Card cover?');
  });

  it('moves the focus to the calculator with the scroll of "Get the price"', async () => {
    const { user } = renderHome();
    await user.click(screen.getByRole('link', { name: 'Get the price' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Price calculator' })).toHaveFocus();
    await screen.findByText('What does a Green Card cover?');
  });

  it('keeps the ids the header links to', async () => {
    renderHome();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveAttribute('id', 'payment-info');
    expect(screen.getByRole('region', { name: 'Questions and answers' })).toHaveAttribute('id', 'faq');
    expect(screen.getByRole('region', { name: 'Price calculator' })).toHaveAttribute('id', 'calculator');
    await screen.findByText('What does a Green Card cover?');
  });

  it('tells how to pay with the figures of the business rules', async () => {
    renderHome();
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(
      payment.getByText(/above 500\.00 UAH: 3 to 24 months, up to 300 000\.00 UAH, no down payment/),
    ).toBeInTheDocument();
    expect(payment.getByText(/up to 30% of the price with points/)).toBeInTheDocument();
    expect(payment.getByText(/before 23:55 Kyiv time/)).toBeInTheDocument();
    await screen.findByText('What does a Green Card cover?');
  });

  it('answers the FAQ with real answers, loaded after the first paint', async () => {
    const { user } = renderHome({ locale: 'uk' });
    const question = await screen.findByText('Коли поліс починає діяти?');
    await user.click(question);
    expect(
      screen.getByText(
        /О 00:00 дати початку.*пізніше ніж завтра і не пізніше ніж через 30 днів.*найкоротший строк — 15 днів, найдовший — 1 рік/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/у форматі PDF надходить на вашу електронну пошту.*у базі МТСБУ/)).toBeInTheDocument();
    expect(screen.getByText(/Балами можна сплатити до 30% вартості поліса/)).toBeInTheDocument();
    expect(screen.getByText(/більша за 500\.00 UAH, можна оплатити частинами/)).toBeInTheDocument();
  });

  it('scrolls to the section the address names once it exists', async () => {
    window.history.replaceState(null, '', '/en#faq');
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    renderHome();
    expect(scrolled).toEqual(['faq']);
    await screen.findByText('What does a Green Card cover?');
    window.history.replaceState(null, '', '/en');
  });

  it.each([
    ['/', true],
    ['/en', true],
    ['/en/contract', false],
    ['/contract', false],
  ])('the step shows the home page on %s: %p', async (path, shown) => {
    window.history.replaceState(null, '', path);
    renderStep(<CalculatorStep />, { translations: { ns: 'calculator', uk, en } });
    expect(screen.queryByRole('heading', { level: 1 }) !== null).toBe(shown);
    if (shown) await screen.findByText('What does a Green Card cover?');
  });
});
