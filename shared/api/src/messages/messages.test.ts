import {
  HINT_PATTERNS,
  UNDERWRITING_PHRASES,
  interpretInsurerMessage,
  stripHints,
  type InsurerMessageReading,
} from '.';

describe('stripHints', () => {
  it.each<[string, string]>([
    ['Невірний номер кузова. Зверніться до служби підтримки.', 'Невірний номер кузова.'],
    ['Wrong body number. Contact support.', 'Wrong body number.'],
    ['Невірні дані ТЗ. Додайте свідоцтво про реєстрацію транспортного засобу.', 'Невірні дані ТЗ.'],
    ['Wrong vehicle data. Attach the vehicle registration certificate. Contact support.', 'Wrong vehicle data.'],
    ['Wrong vehicle data. contact support', 'Wrong vehicle data.'],
    ['Nothing to strip.', 'Nothing to strip.'],
    ['Contact support.', ''],
  ])('%p -> %p', (message, cleaned) => {
    expect(stripHints(message)).toBe(cleaned);
  });

  it('has the four hints of the wire protocol', () => {
    expect(HINT_PATTERNS).toHaveLength(4);
  });
});

describe('interpretInsurerMessage', () => {
  it('knows the phrases of rules D16', () => {
    expect(UNDERWRITING_PHRASES).toEqual({
      person: ['Контрагента знайдено в переліку', 'Страховик відмовив у страхуванні особи'],
      vehicle: ['Транспортний засіб знайдено в переліку', 'Страховик відмовив у страхуванні транспортного засобу'],
    });
  });

  it.each<[string, InsurerMessageReading]>([
    [
      'Контрагента знайдено в переліку осіб, пов’язаних з тероризмом. Зверніться до служби підтримки.',
      {
        key: 'underwriting',
        notice: 'underwritingPerson',
        text: 'Контрагента знайдено в переліку осіб, пов’язаних з тероризмом.',
      },
    ],
    [
      'Страховик відмовив у страхуванні особи',
      { key: 'underwriting', notice: 'underwritingPerson', text: 'Страховик відмовив у страхуванні особи' },
    ],
    [
      'Транспортний засіб знайдено в переліку викрадених. Додайте свідоцтво про реєстрацію транспортного засобу.',
      {
        key: 'underwriting',
        notice: 'underwritingVehicle',
        text: 'Транспортний засіб знайдено в переліку викрадених.',
      },
    ],
    [
      '  Страховик відмовив у страхуванні транспортного засобу AA1234BB',
      {
        key: 'underwriting',
        notice: 'underwritingVehicle',
        text: 'Страховик відмовив у страхуванні транспортного засобу AA1234BB',
      },
    ],
    [
      'Перевірка: Контрагента знайдено в переліку', // the phrase must begin the message
      { key: 'generic', text: 'Перевірка: Контрагента знайдено в переліку' },
    ],
    ['Tariff not found. Contact support.', { key: 'generic', text: 'Tariff not found.' }],
  ])('%p', (message, reading) => {
    expect(interpretInsurerMessage(message)).toEqual(reading);
  });

  it('takes an insurer’s own phrases as configuration', () => {
    const rules = {
      underwritingPhrases: { person: ['Person on a sanctions list'], vehicle: ['Vehicle wanted'] },
      hintPatterns: [/\s*Call us\./g],
    };
    expect(interpretInsurerMessage('Vehicle wanted by police. Call us.', rules)).toEqual({
      key: 'underwriting',
      notice: 'underwritingVehicle',
      text: 'Vehicle wanted by police.',
    });
    expect(interpretInsurerMessage('Контрагента знайдено в переліку', rules).key).toBe('generic');
  });
});
