import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { I18nextProvider } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import { CheckboxField } from './CheckboxField';
import { ComboboxField } from './ComboboxField';
import { DateField } from './DateField';
import { RadioGroupField } from './RadioGroupField';

type Values = Record<string, unknown>;

const mustTick = (value: boolean | undefined) => (value ? undefined : 'required');

function renderForm(onSubmit: (values: Values) => void, locale: 'uk' | 'en' = 'en') {
  const i18n = createTestI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <DateField name="dateFrom" label="Start date" />
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
    />,
    { wrapper },
  );
}

describe("the contract form's field adapters", () => {
  it('put each widget value into the form values', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Start date'), '05072026');
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Ky');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByLabelText('Driving licence'));
    await userEvent.click(screen.getByLabelText('The data are accurate'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        dateFrom: '05.07.2026',
        city: { value: 7, text: 'Kyiv, Kyiv region' },
        documentType: 'DRIVING_LICENSE',
        accurate: true,
      },
      expect.anything(),
      expect.anything(),
    );
  });

  it('keep free text in a combobox value', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByLabelText('The data are accurate'));
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Somewhere');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ city: { value: null, text: 'Somewhere' } }),
      expect.anything(),
      expect.anything(),
    );
  });

  it("show a checkbox's rule message after a failed submit, in the page's language", async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit, 'uk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'The data are accurate' })).toHaveAccessibleDescription(
      "Обов'язкове поле",
    );
  });
});
