import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

type Doc = 'EXTERNAL_PASSPORT' | 'DRIVING_LICENSE';
const options = [
  { value: 'EXTERNAL_PASSPORT' as const, label: 'Passport for travel abroad' },
  { value: 'DRIVING_LICENSE' as const, label: 'Driving licence' },
];

function Controlled(props: {
  error?: string;
  onValue?: (value: Doc) => void;
  onBlur?: () => void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState<Doc>('EXTERNAL_PASSPORT');
  return (
    <>
      <RadioGroup<Doc>
        label="Document"
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onValue?.(next);
        }}
        error={props.error}
        onBlur={props.onBlur}
        disabled={props.disabled}
      />
      <button type="button">Next field</button>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group of labelled radios with the value checked', () => {
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Document' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Passport for travel abroad' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Driving licence' })).not.toBeChecked();
  });

  it('changes by click and by arrow keys', async () => {
    const onValue = jest.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.click(screen.getByLabelText('Driving licence'));
    expect(onValue).toHaveBeenLastCalledWith('DRIVING_LICENSE');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Passport for travel abroad' })).toBeChecked();
    expect(onValue).toHaveBeenLastCalledWith('EXTERNAL_PASSPORT');
  });

  it('reports blur only when focus leaves the group', async () => {
    const onBlur = jest.fn();
    render(<Controlled onBlur={onBlur} />);
    await userEvent.click(screen.getByLabelText('Driving licence'));
    await userEvent.click(screen.getByLabelText('Passport for travel abroad'));
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next field' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('ties its error to the group and disables every radio', () => {
    render(<Controlled error="Required field" disabled />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Required field');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
