import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { Combobox, type ComboboxProps, type ComboboxValue } from './Combobox';

const places = [
  { value: 1, label: 'Kyiv, Kyiv region' },
  { value: 2, label: 'Kyivska Rusanivka, Kyiv region' },
  { value: 3, label: 'Kyinka, Chernihiv region' },
];

type Props = Partial<ComboboxProps<number>> & { onValue?: (value: ComboboxValue<number>) => void };

/** A parent as the contract form is: it searches when the text changes and passes results and loading. */
function Search({ onValue, ...props }: Props) {
  const [value, setValue] = useState<ComboboxValue<number>>({ value: null, text: '' });
  const options =
    value.text.length >= 2 && value.value === null ? places.filter((p) => p.label.startsWith(value.text)) : [];
  return (
    <>
      <Combobox<number>
        label="City"
        options={options}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'City' });
/** The option a screen reader announces as the active one: the one the input's aria-activedescendant points at. */
const activeOption = () => {
  const active = input().getAttribute('aria-activedescendant');
  return screen.getAllByRole('option').find((option) => active !== null && option.id === active);
};

describe('Combobox', () => {
  it('is a labelled combobox with list autocomplete, collapsed at first', () => {
    renderWithTexts(<Search />);
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps free text as the value with no option chosen', async () => {
    const onValue = jest.fn();
    renderWithTexts(<Search onValue={onValue} />);
    await userEvent.type(input(), 'Lviv');
    expect(onValue).toHaveBeenLastCalledWith({ value: null, text: 'Lviv' });
  });

  it('lists the results and chooses one by keyboard (aria-activedescendant)', async () => {
    const onValue = jest.fn();
    renderWithTexts(<Search onValue={onValue} />);
    await userEvent.type(input(), 'Kyi');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Kyivska Rusanivka, Kyiv region');
    expect(input()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith({ value: 2, text: 'Kyivska Rusanivka, Kyiv region' });
    expect(input()).toHaveValue('Kyivska Rusanivka, Kyiv region');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses by click and keeps focus in the input', async () => {
    const onValue = jest.fn();
    renderWithTexts(<Search onValue={onValue} />);
    await userEvent.type(input(), 'Kyi');
    await userEvent.click(screen.getByRole('option', { name: 'Kyinka, Chernihiv region' }));
    expect(onValue).toHaveBeenLastCalledWith({ value: 3, text: 'Kyinka, Chernihiv region' });
    expect(input()).toHaveFocus();
  });

  it('ArrowUp enters the list from the end; Escape closes it', async () => {
    renderWithTexts(<Search />);
    await userEvent.type(input(), 'Kyi');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Kyinka');
    await userEvent.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets Enter submit the form when no option is active', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTexts(
      <form onSubmit={onSubmit}>
        <Search />
      </form>,
    );
    await userEvent.type(input(), 'Kyi{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says it is loading, and that nothing was found, only once the text is long enough to search', async () => {
    const { rerender } = renderWithTexts(<Search loading />);
    await userEvent.type(input(), 'K');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.type(input(), 'y');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(input()).toHaveAttribute('aria-busy', 'true');
    rerender(<Search />);
    await userEvent.type(input(), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
  });

  it('closes and reports blur when focus leaves it', async () => {
    const onBlur = jest.fn();
    renderWithTexts(<Search onBlur={onBlur} />);
    await userEvent.type(input(), 'Kyi');
    await userEvent.click(screen.getByRole('button', { name: 'Next field' }));
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('ties its error to the input and can be disabled', () => {
    renderWithTexts(<Search error="Required field" disabled />);
    expect(input()).toHaveAccessibleDescription('Required field');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toBeDisabled();
  });
});
