import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { I18nextProvider } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import { SelectField } from './SelectField';

const mustChoose = (value: unknown) => (value ? undefined : 'required');

function renderForm(onSubmit: (values: Record<string, unknown>) => void) {
  const i18n = createTestI18n('en');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <SelectField<string>
            name="area"
            label="Area"
            options={[
              { value: 'BMR', label: 'Moldova, Azerbaijan' },
              { value: 'EUROPE', label: 'Europe' },
            ]}
            validate={mustChoose}
          />
          <button type="submit">Show offers</button>
        </form>
      )}
    />,
    { wrapper },
  );
}

describe("the calculator's select field", () => {
  it("shows the rule's message after a failed submit, and does not submit", async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Show offers' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Area/ })).toHaveAccessibleDescription('Required field');
  });

  it('puts the chosen option into the form values', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: /^Area/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Europe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show offers' }));
    expect(onSubmit).toHaveBeenCalledWith({ area: 'EUROPE' }, expect.anything(), expect.anything());
  });
});
