import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { required } from '@greencard/domain';
import { renderWithI18n } from '../testing/renderWithI18n';
import { TextField, visibleErrorKey } from './fieldError';

type Values = Record<string, unknown>;

function TextForm({ onSubmit, submitErrors }: { onSubmit: (values: Values) => void; submitErrors?: Values }) {
  return (
    <Form<Values>
      onSubmit={(values) => {
        onSubmit(values);
        return submitErrors;
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <TextField name="surname" label="Surname" validate={required} />
          <TextField name="name" label="Name" validate={required} />
          <button type="submit">Continue</button>
        </form>
      )}
    />
  );
}

describe('form adapters', () => {
  it('show no error before the buyer leaves the field, then the translated rule message', async () => {
    renderWithI18n(<TextForm onSubmit={jest.fn()} />);
    const surname = screen.getByLabelText('Surname');
    expect(surname).not.toHaveAttribute('aria-invalid');
    await userEvent.click(surname);
    await userEvent.tab();
    expect(surname).toHaveAttribute('aria-invalid', 'true');
    expect(surname).toHaveAccessibleDescription('Required field');
  });

  it('show every error after a failed submit and do not submit', async () => {
    const onSubmit = jest.fn();
    renderWithI18n(<TextForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription('Required field');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required field');
  });

  it('speak the language of the page', async () => {
    renderWithI18n(<TextForm onSubmit={jest.fn()} />, 'uk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription("Обов'язкове поле");
  });

  it('put the text into the form values', async () => {
    const onSubmit = jest.fn();
    renderWithI18n(<TextForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Surname'), 'SHEVCHENKO');
    await userEvent.type(screen.getByLabelText('Name'), 'TARAS');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ surname: 'SHEVCHENKO', name: 'TARAS' });
  });

  it('show a server-side error from the submit until the value changes', async () => {
    renderWithI18n(<TextForm onSubmit={jest.fn()} submitErrors={{ surname: 'onlyLatin' }} />);
    await userEvent.type(screen.getByLabelText('Surname'), 'Шевченко');
    await userEvent.type(screen.getByLabelText('Name'), 'TARAS');
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
          <form onSubmit={(event) => void handleSubmit(event)}>
            <TextField
              name="inn"
              label="Tax number"
              validate={() => 'onlyLatin'}
              translateError={(key) => `contract says: ${key}`}
            />
            <button type="submit">Continue</button>
          </form>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Tax number')).toHaveAccessibleDescription('contract says: onlyLatin');
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
