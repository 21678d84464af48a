import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

function Controlled({ error, onValue }: { error?: string; onValue?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label={
        <>
          I have read <a href="/offer">the offer</a>
        </>
      }
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onValue?.(next);
      }}
      error={error}
    />
  );
}

describe('Checkbox', () => {
  it('is toggled by its label and by Space', async () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    const box = screen.getByRole('checkbox', { name: 'I have read the offer' });
    await userEvent.click(screen.getByText(/I have read/));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onValue.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps links in the label working as links', () => {
    render(<Controlled />);
    expect(screen.getByRole('link', { name: 'the offer' })).toHaveAttribute('href', '/offer');
  });

  it('ties its error to the box', () => {
    render(<Controlled error="Required field" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required field');
  });
});
