import { screen, waitFor } from '@testing-library/react';
import { formatDate } from '@greencard/domain';
import { addDays, kyivToday } from '../calendar/calendar';
import { renderContract, validToday } from '../../testing/renderContract';
import { clearStorage, control, creationApi, describedText, submitButton } from '../../testing/contractTestKit';
import type { ContractFormValues } from '../values/formValues';

beforeEach(clearStorage);

// Each form breaks several fields at once, so one render shows many messages; every field's wiring is covered.
const INVALID_FORMS: [string, Partial<ContractFormValues>, [label: string, message: string][]][] = [
  [
    'empty and mistyped fields',
    {
      surname: '',
      name: 'Тарас',
      patronymic: '',
      inn: '3652504576',
      address: 'Київ',
      phone: '+38067123',
      email: 'taras@',
      documentSeries: '',
      documentNumber: '12',
      documentIssuedBy: '',
      documentDate: '',
      stateNumber: 'AA12',
      bodyNumber: 'AB1',
      year: '1800',
      startDate: '01.01.2020',
      offerRead: false,
    },
    [
      ['Surname (in Latin)', 'Required field'],
      ['Name (in Latin)', 'Only latin'],
      ['Patronymic (in Latin)', 'Required field'],
      ['Tax number (RNOKPP)', 'INN is not correct'],
      ['Address (in Latin)', 'The address must be in Latin'],
      ['Phone', 'Enter a phone number: +380 and 9 digits, or an international number'],
      ['Email', 'Enter a valid email address'],
      ['Series', 'Required field'],
      ['Number', 'Wrong document number'],
      ['Issued by', 'Required field'],
      ['Date of issue', 'Required field'],
      ['State number', 'Wrong state number'],
      ['Body number (VIN)', 'Wrong state number'],
      ['Year of manufacture', 'Wrong year of manufacture'],
      ['Start date', 'Enter the date'],
      ['I have read the offer', 'Required field'],
    ],
  ],
  [
    'other failures of the same fields',
    {
      surname: 'Шевченко',
      birthday: '01.01.2020',
      dontHaveInn: true,
      inn: '',
      documentSeries: 'ФА',
      email: '',
      stateNumber: '',
      startDate: '',
      confirm: false,
      maker: { value: null, text: '' },
      model: { value: null, text: '' },
      city: { value: null, text: '' },
    },
    [
      ['Surname (in Latin)', 'Only latin'],
      ['Date of birth', 'The insured person must be 18 to 100 years old'],
      ['Series', 'Wrong document series'],
      ['Email', 'Required field'],
      ['State number', 'Required field'],
      ['Start date', 'Required field'],
      ['I confirm that the data are accurate and consent to the processing of personal data', 'Required field'],
      ['Make', 'Required field'],
      ['Model', 'Required field'],
      ['City of registration', 'Required field'],
    ],
  ],
];

describe('the order of the contract form (rules §1)', () => {
  it('asks for the person, the document, the contacts, the start date, then the vehicle', () => {
    renderContract({ api: creationApi(), form: validToday() });
    const fields = ['Surname (in Latin)', 'Series', 'Email', 'Start date', 'State number'].map(control);
    const follows = fields.slice(1).map((field, i) => !!(fields[i]!.compareDocumentPosition(field) & 4));
    expect(follows).toEqual([true, true, true, true]);
  });
});

describe('the contract form: validation as the buyer meets it (rules §5)', () => {
  it.each(INVALID_FORMS)(
    '%s: each field says what is wrong and nothing is sent',
    async (_case, overrides, expected) => {
      const api = creationApi();
      const { user } = renderContract({ api, form: validToday(overrides) });
      await user.click(submitButton());
      await screen.findAllByText('Required field');
      // Listed by label, so a failure names the fields that do not say what they should.
      const wrong = expected.filter(([label, message]) => !describedText(control(label)).includes(message));
      expect(wrong).toEqual([]);
      expect(api.saveDraft).not.toHaveBeenCalled();
    },
  );

  it('asks to choose the city from the list when it is only typed', async () => {
    const { user } = renderContract({ api: creationApi(), form: validToday({ city: { value: null, text: 'Kyiv' } }) });
    await user.click(submitButton());
    expect(screen.getByRole('combobox', { name: 'City of registration' })).toHaveAccessibleDescription(
      'Choose a value from the list',
    );
  });

  it('moves the focus to the first field to fix', async () => {
    const { user } = renderContract({ api: creationApi(), form: validToday({ name: '', email: '' }) });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Name (in Latin)')).toHaveFocus());
  });

  it('opens the additional vehicle data when a failure hides there', async () => {
    const { user } = renderContract({ api: creationApi(), form: validToday({ seatingCapacity: 'many' }) });
    await user.click(submitButton());
    expect(await screen.findByLabelText('Seats including the driver')).toHaveAccessibleDescription('Enter a number');
  });
});

describe('vehicle numbers as the buyer meets them', () => {
  it.each([
    [
      'en',
      { seatingCapacity: '150', grossWeight: '1.5' },
      'Seats including the driver',
      'At most 100 seats, the driver included',
    ],
    ['en', { seatingCapacity: '5', grossWeight: '1.5' }, 'Gross weight, kg', 'Enter a whole number'],
    ['uk', { seatingCapacity: '150' }, 'Кількість місць, включно з водієм', 'Не більше 100 місць, включно з водієм'],
    ['uk', { grossWeight: '1,5' }, 'Повна маса, кг', 'Введіть ціле число'],
  ] as const)('in %s, %p: %s says %p', async (locale, overrides, label, message) => {
    const api = creationApi();
    const { user } = renderContract({ api, form: validToday(overrides), locale });
    await user.click(
      screen.getByRole('button', {
        name: locale === 'en' ? 'Confirm and get the SMS code' : 'Підтвердити та отримати SMS-код',
      }),
    );
    expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(message);
    expect(api.saveDraft).not.toHaveBeenCalled();
  });
});

describe('length limits as the buyer meets them', () => {
  const long = (length: number) => 'A'.repeat(length);

  it('each long field names its limit, and nothing is sent', async () => {
    const api = creationApi();
    const { user } = renderContract({
      api,
      form: validToday({
        surname: long(51),
        patronymic: long(50),
        address: long(201),
        phone: `+380${'1'.repeat(17)}`,
        email: `${'a'.repeat(89)}@example.com`,
        documentSeries: long(21),
        documentNumber: '1'.repeat(21),
        documentIssuedBy: long(101),
        documentRecord: '1'.repeat(31),
        stateNumber: long(13),
        bodyNumber: long(31),
        maker: { value: null, text: long(101) },
        model: { value: null, text: long(101) },
      }),
    });
    await user.click(submitButton());
    await screen.findAllByText('At most 50 characters');
    const expected: [string, string][] = [
      ['Surname (in Latin)', 'At most 50 characters'],
      ['Address (in Latin)', 'At most 200 characters'],
      ['Phone', 'At most 20 characters'],
      ['Email', 'At most 100 characters'],
      ['Series', 'At most 20 characters'],
      ['Number', 'At most 20 characters'],
      ['Issued by', 'At most 100 characters'],
      ['Record number', 'At most 30 characters'],
      ['State number', 'At most 12 characters'],
      ['Body number (VIN)', 'At most 30 characters'],
      ['Make', 'At most 100 characters'],
      ['Model', 'At most 100 characters'],
    ];
    const wrong = expected.filter(([label, message]) => !describedText(control(label)).includes(message));
    expect(wrong).toEqual([]);
    // Exactly at the limit is fine.
    expect(describedText(control('Patronymic (in Latin)'))).not.toContain('At most');
    expect(api.saveDraft).not.toHaveBeenCalled();
  });

  it('keeps the whole pasted text and says it is too long, in Ukrainian', async () => {
    const { user } = renderContract({ api: creationApi(), form: validToday({ surname: '' }), locale: 'uk' });
    const surname = screen.getByLabelText('Прізвище (латиницею)');
    expect(surname).not.toHaveAttribute('maxlength');
    await user.click(surname);
    await user.paste(long(60));
    await user.tab();
    expect(surname).toHaveValue(long(60));
    expect(surname).toHaveAccessibleDescription('Не більше 50 символів');
  });
});

describe('fields that depend on each other', () => {
  it('clears the document fields when the document type changes (rules §4)', async () => {
    const { user } = renderContract({ form: validToday() });
    await user.click(screen.getByRole('radio', { name: 'Driving licence' }));
    for (const label of ['Series', 'Number', 'Issued by', 'Date of issue', 'Record number']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('Surname (in Latin)')).toHaveValue('Shevchenko');
  });

  it('the tax number "missing" option empties and locks the tax number', async () => {
    const { user } = renderContract({ form: validToday() });
    await user.click(screen.getByRole('checkbox', { name: 'Tax number missing' }));
    expect(screen.getByLabelText('Tax number (RNOKPP)')).toHaveValue('');
    expect(screen.getByLabelText('Tax number (RNOKPP)')).toBeDisabled();
  });

  it('the body number "unknown" option empties and locks the body number', async () => {
    const { user } = renderContract({ form: validToday() });
    await user.click(screen.getByRole('checkbox', { name: 'Body number unknown' }));
    expect(screen.getByLabelText('Body number (VIN)')).toHaveValue('');
    expect(screen.getByLabelText('Body number (VIN)')).toBeDisabled();
  });
});

describe('the dates judged by the insurer’s calendar (rules D7, D13)', () => {
  const DAY_MS = 86_400_000;
  /** The insurer's clock (GET /serverTime) a given number of days from the buyer's. */
  const insurerDaysAhead = (days: number) => () =>
    Promise.resolve({ now: new Date(Date.now() + days * DAY_MS), timeZone: 'Europe/Kyiv' });
  const buyersDay = (days: number) => formatDate(addDays(kyivToday(), days));

  it('refuses a start date the buyer’s clock thinks is the day after tomorrow when the insurer’s is a day ahead', async () => {
    const api = creationApi();
    const { user } = renderContract({
      api,
      serverTime: insurerDaysAhead(1),
      form: validToday({ startDate: buyersDay(2) }),
    });
    // Once the insurer's time arrives, the day is no longer a start date: the cover it had shown goes.
    await waitFor(() => expect(describedText(control('Start date'))).not.toContain('The contract covers'));
    await user.click(submitButton());
    expect(await screen.findByLabelText('Start date')).toHaveAccessibleDescription(/Enter the date/);
    expect(api.saveDraft).not.toHaveBeenCalled();
  });

  it('takes a start date the buyer’s clock thinks is tomorrow when the insurer’s is a day behind, with its cover', async () => {
    const api = creationApi();
    const { user } = renderContract({
      api,
      serverTime: insurerDaysAhead(-1),
      form: validToday({ startDate: buyersDay(1) }),
    });
    await waitFor(() => expect(describedText(control('Start date'))).toContain('The contract covers'));
    await user.click(submitButton());
    await waitFor(() => expect(api.saveDraft).toHaveBeenCalled());
  });
});
