import { screen } from '@testing-library/react';
import { useShopSelector } from '@greencard/store';
import { renderStep } from '../testing';
import { StepErrorBoundary } from './StepErrorBoundary';
import { useApi, useShopConfig } from './context';
import { PAGE_PROBLEM_EVENT } from './pageProblems';

function Probe() {
  const api = useApi();
  const config = useShopConfig();
  const tariff = useShopSelector((state) => state.journey.product?.tariff);
  return (
    <p>
      {config.company.name} {String(typeof api.searchProducts)} {tariff}
    </p>
  );
}

describe('step providers', () => {
  it('give a step the store, the API and the shop config, restoring a prepared journey', () => {
    renderStep(<Probe />, { journey: { product: { tariff: 42, discountedPayment: 1000 } } });
    expect(screen.getByText('Test Insurer function 42')).toBeInTheDocument();
  });

  it('fail loudly when a test calls an API function it did not mock', async () => {
    const { services } = renderStep(<Probe />);
    await expect(services.api.saveDraft({} as never)).rejects.toThrow(
      'api.saveDraft was called but the test did not mock it',
    );
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
