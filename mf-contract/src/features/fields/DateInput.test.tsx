import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { DateInput } from './DateInput';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DateInput label="Start date" value={value} onChange={setValue} />;
}

describe('DateInput', () => {
  it('is a labelled numeric input with the dd.mm.yyyy placeholder', () => {
    renderWithTexts(<Controlled />);
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'dd.mm.yyyy');
    expect(input).toHaveAttribute('maxlength', '10');
  });

  it('shows the Ukrainian placeholder in Ukrainian', () => {
    renderWithTexts(<Controlled />, 'uk');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('placeholder', 'дд.мм.рррр');
  });

  it('puts the dots in as the buyer types digits', async () => {
    renderWithTexts(<Controlled />);
    const input = screen.getByLabelText('Start date');
    await userEvent.type(input, '05072026');
    expect(input).toHaveValue('05.07.2026');
  });

  it('lets the buyer delete back over the dots', async () => {
    renderWithTexts(<Controlled initial="05.07." />);
    const input = screen.getByLabelText('Start date');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('05.');
  });
});
