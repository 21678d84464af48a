import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { required } from '@greencard/domain';
import { renderWithI18n } from '../testing/renderWithI18n';
import { CheckboxField } from './CheckboxField';
import { ComboboxField } from './ComboboxField';
import { DateField } from './DateField';
import { visibleErrorKey } from './fieldError';
import { RadioGroupField } from './RadioGroupField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

type Values = Record<string, unknown>;

const mustTick = (value: boolean | undefined) => (value ? undefined : 'required');
const mustChoose = (value: unknown) => (value ? undefined : 'required');

function Contract({ onSubmit, submitErrors }: { onSubmit: (values: Values) => void; submitErrors?: Values }) {
  return (
    <Form<Values>
      onSubmit={(values) => {
        onSubmit(values);
        return submitErrors;
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="surname" label="Surname" validate={required} />
          <DateField name="dateFrom" label="Start date" />
          <SelectField<string>
            name="area"
            label="Area"
            options={[
              { value: 'BMR', label: 'Moldova, Azerbaijan' },
              { value: 'EUROPE', label: 'Europe' },
            ]}
            validate={mustChoose}
          />
          <ComboboxField<number> name="city" label="City" options={[{ value: 7, label: 'Kyiv, Kyiv region' }]} />
          <RadioGroupField<string>
            name="documentType"
            label="Document"
            options={[
              { value: 'EXTERNAL_PASSPORT', label: 'Passport' },
              { value: 'DRIVING_LICENSE', label: 'Driving licence' },
            ]}
          />
          <CheckboxField name="accurate" label="The data are accurate" validate={mustTick} />
          <button type="submit">Continue</button>
        </form>
      )}
    />
  );
}

describe('form adapters', () => {
  it('show no error before the buyer leaves the field, then the translated rule message', async () => {
    renderWithI18n(<Contract onSubmit={jest.fn()} />);
    const surname = screen.getByLabelText('Surname');
    expect(surname).not.toHaveAttribute('aria-invalid');
    await userEvent.click(surname);
    await userEvent.tab();
    expect(surname).toHaveAttribute('aria-invalid', 'true');
    expect(surname).toHaveAccessibleDescription('Required field');
  });

  it('show every error after a failed submit and do not submit', async () => {
    const onSubmit = jest.fn();
    renderWithI18n(<Contract onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription('Required field');
    expect(screen.getByRole('button', { name: /^Area/ })).toHaveAccessibleDescription('Required field');
    expect(screen.getByRole('checkbox', { name: 'The data are accurate' })).toHaveAccessibleDescription(
      'Required field',
    );
  });

  it('speak the language of the page', async () => {
    renderWithI18n(<Contract onSubmit={jest.fn()} />, 'uk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription("Обов'язкове поле");
  });

  it('put each widget value into the form values', async () => {
    const onSubmit = jest.fn();
    renderWithI18n(<Contract onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Surname'), 'SHEVCHENKO');
    await userEvent.type(screen.getByLabelText('Start date'), '05072026');
    await userEvent.click(screen.getByRole('button', { name: /^Area/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Europe' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Ky');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByLabelText('Driving licence'));
    await userEvent.click(screen.getByLabelText('The data are accurate'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({
      surname: 'SHEVCHENKO',
      dateFrom: '05.07.2026',
      area: 'EUROPE',
      city: { value: 7, text: 'Kyiv, Kyiv region' },
      documentType: 'DRIVING_LICENSE',
      accurate: true,
    });
  });

  it('keep free text in a combobox value', async () => {
    const onSubmit = jest.fn();
    renderWithI18n(<Contract onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Surname'), 'SHEVCHENKO');
    await userEvent.click(screen.getByRole('button', { name: /^Area/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Europe' }));
    await userEvent.click(screen.getByLabelText('The data are accurate'));
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Somewhere');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: { value: null, text: 'Somewhere' } }));
  });

  it('show a server-side error from the submit until the value changes', async () => {
    renderWithI18n(<Contract onSubmit={jest.fn()} submitErrors={{ surname: 'onlyLatin' }} />);
    await userEvent.type(screen.getByLabelText('Surname'), 'Шевченко');
    await userEvent.click(screen.getByRole('button', { name: /^Area/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Europe' }));
    await userEvent.click(screen.getByLabelText('The data are accurate'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription('Only latin');
    await userEvent.type(screen.getByLabelText('Surname'), 'x');
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('aria-invalid');
  });

  it('use translateError when given', async () => {
    renderWithI18n(
      <Form
        onSubmit={jest.fn()}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TextField
              name="inn"
              label="Tax number"
              validate={() => 'innMissing'}
              translateError={(key) => `contract says: ${key}`}
            />
            <button type="submit">Continue</button>
          </form>
        )}
      />,
    );
    await act(async () => screen.getByRole('button', { name: 'Continue' }).click());
    expect(screen.getByLabelText('Tax number')).toHaveAccessibleDescription('contract says: innMissing');
  });
});

describe('visibleErrorKey', () => {
  it.each([
    [{ error: 'required' }, undefined],
    [{ error: 'required', touched: true }, 'required'],
    [{ error: 'required', submitFailed: true }, 'required'],
    [{ submitError: 'onlyLatin', touched: true }, 'onlyLatin'],
    [{ submitError: 'onlyLatin', touched: true, dirtySinceLastSubmit: true }, undefined],
    [{ error: { nested: true }, touched: true }, undefined],
    [{ error: '', touched: true }, undefined],
  ])('%j -> %s', (meta, key) => {
    expect(visibleErrorKey(meta)).toBe(key);
  });
});
