import { screen } from '@testing-library/react';
import { useShopSelector } from '@greencard/store';
import { renderStep } from '../testing';
import { StepErrorBoundary } from './StepRoot';
import { useInsurerClient, useShopConfig } from './context';
import { PAGE_PROBLEM_EVENT } from './pageProblems';

function Probe() {
  const client = useInsurerClient();
  const config = useShopConfig();
  const tariff = useShopSelector((state) => state.journey.product?.tariff);
  return (
    <p>
      {config.company.name} {String(typeof client.call)} {tariff}
    </p>
  );
}

describe('step providers', () => {
  it('give a step the store, the insurer client and the shop config, restoring a prepared journey', () => {
    renderStep(<Probe />, { journey: { product: { tariff: 42, discountedPayment: 1000 } } });
    expect(screen.getByText('Test Insurer function 42')).toBeInTheDocument();
  });

  it('fail loudly when a step sends a request the test did not answer', async () => {
    const { services } = renderStep(<Probe />);
    const draft = { method: 'POST', url: '/green/save/draft' } as const;
    await expect(services.client.send(draft, 'draft')).rejects.toThrow(
      'POST /green/save/draft was sent but the test did not answer it',
    );
    await expect(
      services.client.call({ method: 'GET', url: '/serverTime' }, {} as never, 'serverError'),
    ).rejects.toThrow('GET /serverTime was sent but the test did not answer it');
  });
});

describe('step error boundary', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  it("shows the fallback with a retry instead of taking the page down, and reports it as the step's failure", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const problems: unknown[] = [];
    const hear = (event: Event) => problems.push((event as CustomEvent).detail);
    window.addEventListener(PAGE_PROBLEM_EVENT, hear);
    renderStep(
      <StepErrorBoundary step="points" fallback={(retry) => <button onClick={retry}>Try again</button>}>
        <Broken />
      </StepErrorBoundary>,
    );
    window.removeEventListener(PAGE_PROBLEM_EVENT, hear);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(problems).toEqual([{ kind: 'step_load_failed', where: 'points' }]);
  });
});
