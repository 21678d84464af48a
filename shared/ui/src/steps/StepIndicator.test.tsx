import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../testing/renderWithI18n';
import { StepIndicator } from './StepIndicator';

const steps = [
  { id: 'calculator', label: 'Calculation' },
  { id: 'contract', label: 'Contract' },
  { id: 'confirm', label: 'Confirmation' },
  { id: 'payment', label: 'Payment' },
];

describe('StepIndicator', () => {
  it('is a named ordered list with the current step marked', () => {
    renderWithI18n(<StepIndicator label="Purchase steps" steps={steps} current="confirm" />);
    const list = screen.getByRole('list', { name: 'Purchase steps' });
    const items = within(list).getAllByRole('listitem');
    expect(list.tagName).toBe('OL');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
  });

  it('says which steps are done', () => {
    renderWithI18n(<StepIndicator label="Purchase steps" steps={steps} current="confirm" />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Calculation (done)');
    expect(items[1]).toHaveTextContent('Contract (done)');
    expect(items[2]).toHaveTextContent('Confirmation');
    expect(items[2]).not.toHaveTextContent('done');
    expect(items[3]).not.toHaveTextContent('done');
  });

  it('gives the current step its whole name and its position, the others only their names for wide screens', () => {
    renderWithI18n(<StepIndicator label="Purchase steps" steps={steps} current="confirm" />);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(within(current).getByText('Confirmation')).toBeInTheDocument();
    expect(within(current).getByText('3/4')).toBeInTheDocument();
    for (const other of screen.getAllByRole('listitem').filter((item) => item !== current)) {
      expect(other).not.toHaveTextContent(/\d\/4/);
    }
  });

  it('marks no step when the current one is not in the list', () => {
    renderWithI18n(<StepIndicator label="Purchase steps" steps={steps} current="points" />);
    for (const item of screen.getAllByRole('listitem')) expect(item).not.toHaveAttribute('aria-current');
  });
});
