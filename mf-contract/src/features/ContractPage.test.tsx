import { screen } from '@testing-library/react';
import { renderContract, validToday } from '../testing/renderContract';
import { clearStorage, control, creationApi, describedText, submitButton } from '../testing/contractTestKit';

beforeEach(clearStorage);

const PHONE_HINT = '+380 and 9 digits, or an international number';
const UK_BUSINESS_NOTE = 'Договір потрібно підписати одноразовим кодом і сплатити до кінця поточного дня.';

describe('the contract page', () => {
  it.each(['en', 'uk'] as const)('has one title, in the page column every step shares (%s)', (locale) => {
    renderContract({ locale, form: validToday() });
    const titles = screen.getAllByRole('heading', { level: 1 });
    expect(titles).toHaveLength(1);
    expect(titles[0]).toHaveTextContent(locale === 'en' ? 'Contract details' : 'Оформлення договору');
    // The container gives the page its width and side margins; jsdom cannot measure them, only that it is there.
    // eslint-disable-next-line testing-library/no-node-access -- the page column is a layout box, with no role
    expect(titles[0]?.closest('.container')).not.toBeNull();
  });

  it.each([
    ['en', 'The contract must be signed with the one-time code and paid before the end of the current day.'],
    ['uk', UK_BUSINESS_NOTE],
  ] as const)(
    'says beside the offer that the contract is signed and paid today (rules §1, D13) (%s)',
    (locale, note) => {
      renderContract({ locale, form: validToday() });
      expect(screen.getByText(note)).toHaveClass('contract-offer__note');
    },
  );

  it('heads the vehicle part once, not once as a heading and again as a group', () => {
    renderContract({ form: validToday() });
    expect(screen.getByRole('heading', { level: 2, name: 'Vehicle' })).toBeInTheDocument();
    expect(screen.getAllByText('Vehicle')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Vehicle' })).not.toBeInTheDocument();
  });

  it('shows the phone format once: as the hint, or in the message when the number is wrong', async () => {
    const { user } = renderContract({ api: creationApi(), form: validToday({ phone: '+38067123' }) });
    expect(control('Phone')).toHaveAccessibleDescription(PHONE_HINT);

    await user.click(submitButton());
    const message = 'Enter a phone number: +380 and 9 digits, or an international number';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(describedText(control('Phone'))).toBe(message);
    expect(screen.queryByText(PHONE_HINT)).not.toBeInTheDocument();
  });

  it('keeps the phone hint beside a message that does not say the format', async () => {
    const { user } = renderContract({ api: creationApi(), form: validToday({ phone: '' }) });
    await user.click(submitButton());
    await screen.findAllByText('Required field');
    expect(describedText(control('Phone'))).toBe(`${PHONE_HINT} Required field`);
  });
});
