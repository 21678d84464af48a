import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput } from './TextInput';

function Controlled(props: { error?: string; hint?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Surname"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
      error={props.error}
      hint={props.hint}
      autoComplete="family-name"
    />
  );
}

describe('TextInput', () => {
  it('is found by its visible label and passes input attributes through', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Surname' });
    expect(input).toHaveAttribute('autocomplete', 'family-name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('reports the typed text', async () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Surname'), 'SHEVCHENKO');
    expect(screen.getByLabelText('Surname')).toHaveValue('SHEVCHENKO');
    expect(onValue).toHaveBeenLastCalledWith('SHEVCHENKO');
  });

  it('ties the error and the hint to the input', () => {
    render(<Controlled error="Only latin" hint="As in the passport" />);
    const input = screen.getByLabelText('Surname');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As in the passport Only latin');
  });

  it('shows an error as text, never as markup', () => {
    render(<Controlled error={'<img src=x onerror="alert(1)">'} />);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the error line in place while valid (no layout shift when an error appears)', () => {
    render(<Controlled />);
    // The line under the input: a paragraph, empty while there is no error.
    expect(screen.getByRole('paragraph')).toBeEmptyDOMElement();
  });

  it('uses a given id, so other elements can point at the field', () => {
    render(<TextInput id="surname" label="Surname" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Surname')).toHaveAttribute('id', 'surname');
  });
});
