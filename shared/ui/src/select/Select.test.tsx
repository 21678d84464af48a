import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../testing/renderWithI18n';
import { Select, type SelectProps } from './Select';
import type { ChoiceOption } from '../field/field';

type Vehicle = 'A' | 'B' | 'C' | 'E' | 'F';
const vehicles: ChoiceOption<Vehicle>[] = [
  { value: 'A', label: 'Cars' },
  { value: 'B', label: 'Motorcycles' },
  { value: 'C', label: 'Trucks' },
  { value: 'E', label: 'Buses' },
  { value: 'F', label: 'Trailers and semi-trailers' },
];

function Controlled(props: Partial<SelectProps<Vehicle>> & { initial?: Vehicle }) {
  const [value, setValue] = useState<Vehicle | undefined>(props.initial);
  return (
    <>
      <Select<Vehicle>
        label="Vehicle type"
        options={vehicles}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Vehicle type/ });
/** The option a screen reader announces as the active one: the one the list's aria-activedescendant points at. */
const activeOption = () => {
  const active = screen.getByRole('listbox').getAttribute('aria-activedescendant');
  return screen.getAllByRole('option').find((option) => active !== null && option.id === active);
};

describe('Select', () => {
  it('is labelled by its visible label and shows the generic "select" text when empty', () => {
    renderWithI18n(<Controlled />);
    expect(screen.getByLabelText(/Vehicle type/, { selector: 'button' })).toBe(trigger());
    expect(trigger()).toHaveAccessibleName('Vehicle type Select');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the Ukrainian generic text in Ukrainian, or the placeholder given', () => {
    const { unmount } = renderWithI18n(<Controlled />, 'uk');
    expect(trigger()).toHaveTextContent('Оберіть');
    unmount();
    renderWithI18n(<Controlled placeholder="Choose a type" />);
    expect(trigger()).toHaveTextContent('Choose a type');
  });

  it('opens on click with the options and chooses one by click', async () => {
    const onChange = jest.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Vehicle type' });
    expect(listbox).toHaveFocus();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(vehicles.map((v) => v.label));
    await userEvent.click(screen.getByRole('option', { name: 'Trucks' }));
    expect(onChange).toHaveBeenCalledWith('C');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveAccessibleName('Vehicle type Trucks');
    expect(trigger()).toHaveFocus();
  });

  it('works from the keyboard: arrows, Home/End, Enter', async () => {
    const onChange = jest.fn();
    renderWithI18n(<Controlled onChange={onChange} initial="B" />);
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    const active = () => activeOption()?.textContent;
    expect(active()).toBe('Motorcycles');
    expect(screen.getByRole('option', { name: 'Motorcycles' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Trucks');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('Trailers and semi-trailers');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Trailers and semi-trailers');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('Cars');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('Cars');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('C');
    expect(trigger()).toHaveTextContent('Trucks');
    expect(trigger()).toHaveFocus();
  });

  it('opens with Enter and Space on the button and chooses with Space', async () => {
    const onChange = jest.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    trigger().focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('listbox')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenCalledWith('B');
  });

  it('closes with Escape without changing the value', async () => {
    const onChange = jest.fn();
    renderWithI18n(<Controlled onChange={onChange} initial="A" />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('Cars');
  });

  it('jumps to an option by typing its first letters', async () => {
    const onChange = jest.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    trigger().focus();
    await userEvent.keyboard('t');
    await userEvent.keyboard('r');
    await userEvent.keyboard('a');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('F');
  });

  it('starts type-ahead afresh after a pause', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithI18n(<Controlled />);
      await user.click(trigger());
      await user.keyboard('b');
      act(() => jest.advanceTimersByTime(600));
      await user.keyboard('c');
      expect(activeOption()).toHaveTextContent('Cars');
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes and reports blur when focus leaves the widget, not while it moves inside', async () => {
    const onBlur = jest.fn();
    renderWithI18n(<Controlled onBlur={onBlur} />);
    await userEvent.click(trigger());
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next field' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('cannot be opened when disabled', async () => {
    renderWithI18n(<Controlled disabled />);
    expect(trigger()).toBeDisabled();
    await userEvent.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('skips disabled options', async () => {
    const onChange = jest.fn();
    const options = vehicles.map((option) => ({ ...option, disabled: option.value === 'B' }));
    renderWithI18n(<Controlled options={options} onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('C');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('ties its error to the button', () => {
    renderWithI18n(<Controlled error="Required field" />);
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
    expect(trigger()).toHaveAccessibleDescription('Required field');
  });
});
