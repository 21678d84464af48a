import {
  CHOOSE_FROM_LIST,
  hasAdditionalFieldErrors,
  SEATS_MAX,
  validateContract,
  WHOLE_NUMBER,
  type FieldError,
} from './validateContract';
import { FIELD_MAX_LENGTHS, type LimitedField } from '../values/fieldLimits';
import { TOO_LONG } from '../values/textLimits';
import type { ContractFormValues } from '../values/formValues';
import { TODAY, validValues } from '../../testing/fixtures';

type Row = [keyof ContractFormValues, Partial<ContractFormValues>, FieldError | undefined];

describe('validateContract (rules §5 through the domain rules)', () => {
  it('passes a complete, valid form', () => {
    expect(validateContract(validValues(), TODAY)).toEqual({});
  });

  it.each<Row>([
    // Names: required, Latin only
    ['surname', { surname: '' }, 'required'],
    ['surname', { surname: 'Шевченко' }, 'onlyLatin'],
    ['surname', { surname: "O'Neil" }, undefined],
    ['name', { name: '  ' }, 'required'],
    ['name', { name: 'Tarаs' }, 'onlyLatin'],
    ['patronymic', { patronymic: '' }, 'required'],
    ['patronymic', { patronymic: 'Григорович' }, 'onlyLatin'],
    // Tax number: required unless missing, check digit, agreement with the birthday
    ['inn', { inn: '' }, 'required'],
    ['inn', { inn: '3652504576' }, 'contract:validation.innInvalid'],
    ['inn', { inn: '365250457' }, 'contract:validation.innInvalid'],
    ['inn', { inn: '3652504575', birthday: '02.01.2000' }, 'contract:validation.innInvalid'],
    ['inn', { inn: '', dontHaveInn: true }, undefined],
    ['inn', { inn: 'garbage', dontHaveInn: true }, undefined],
    // Birthday: required, a date, age 18 to 100
    ['birthday', { birthday: '', dontHaveInn: true }, 'required'],
    ['birthday', { birthday: '31.02.2000', dontHaveInn: true }, 'contract:validation.dateFormat'],
    ['birthday', { birthday: '11.03.2006', dontHaveInn: true }, 'contract:validation.age'],
    ['birthday', { birthday: '10.03.2006', dontHaveInn: true }, undefined],
    ['birthday', { birthday: '10.03.1923', dontHaveInn: true }, 'contract:validation.age'],
    // Address: required, Latin
    ['address', { address: '' }, 'required'],
    ['address', { address: 'Київ, Хрещатик 22' }, 'contract:validation.addressLatin'],
    // Phone: required, +380 and 9 digits or a valid foreign number
    ['phone', { phone: '' }, 'required'],
    ['phone', { phone: '+38067123456' }, 'contract:validation.phoneInvalid'],
    ['phone', { phone: '+48601234567' }, undefined],
    ['phone', { phone: '067 123 45 67' }, undefined],
    // Email
    ['email', { email: '' }, 'required'],
    ['email', { email: 'taras@' }, 'contract:validation.emailInvalid'],
    // Documents: series, number, issued by, date required for both form types; record for neither
    ['documentSeries', { documentSeries: '' }, 'required'],
    ['documentSeries', { documentSeries: 'ФА' }, 'contract:validation.documentSeries'],
    ['documentSeries', { documentType: 'DRIVING_LICENSE', documentSeries: 'ВХА', documentNumber: '123' }, undefined],
    ['documentNumber', { documentNumber: '' }, 'required'],
    ['documentNumber', { documentNumber: '12345' }, 'contract:validation.documentNumber'],
    [
      'documentNumber',
      { documentType: 'DRIVING_LICENSE', documentSeries: 'ABC', documentNumber: '1234567' },
      'contract:validation.documentNumber',
    ],
    ['documentIssuedBy', { documentIssuedBy: '' }, 'required'],
    ['documentIssuedBy', { documentType: 'DRIVING_LICENSE', documentSeries: 'ABC', documentIssuedBy: '' }, 'required'],
    ['documentDate', { documentDate: '' }, 'required'],
    ['documentDate', { documentDate: '32.01.2019' }, 'contract:validation.dateFormat'],
    // The insurer refuses a document issued after today (docs/insurer-api.md "The insurer checks")
    ['documentDate', { documentDate: '10.03.2024' }, undefined],
    ['documentDate', { documentDate: '11.03.2024' }, 'contract:validation.issueDate'],
    ['documentDate', { documentDate: '2024-03-11' }, 'contract:validation.issueDate'],
    ['documentRecord', { documentRecord: '' }, undefined],
    ['documentRecord', { documentType: 'DRIVING_LICENSE', documentSeries: 'ABC', documentRecord: '' }, undefined],
    ['documentRecord', { documentRecord: '2000010101234' }, 'contract:validation.documentNumber'],
    // City: chosen from the list
    ['city', { city: { value: null, text: '' } }, 'required'],
    ['city', { city: { value: null, text: 'Kyiv' } }, CHOOSE_FROM_LIST],
    // Start date: later than tomorrow, at most 30 days ahead
    ['startDate', { startDate: '' }, 'required'],
    ['startDate', { startDate: '11.03.2024' }, 'contract:validation.startDate'],
    ['startDate', { startDate: '12.03.2024' }, undefined],
    ['startDate', { startDate: '09.04.2024' }, undefined],
    ['startDate', { startDate: '10.04.2024' }, 'contract:validation.startDate'],
    ['startDate', { startDate: '1.4.2024' }, 'contract:validation.dateFormat'],
    // State and body numbers
    ['stateNumber', { stateNumber: '' }, 'required'],
    ['stateNumber', { stateNumber: 'AA12345A' }, 'wrongStateNumber'],
    ['stateNumber', { stateNumber: 'аа 1234 вв' }, undefined],
    ['bodyNumber', { bodyNumber: '' }, 'required'],
    ['bodyNumber', { bodyNumber: 'WVWWU701ZUF02297O' }, 'contract:validation.wrongBodyNumber'],
    ['bodyNumber', { bodyNumber: 'AB1' }, 'contract:validation.wrongBodyNumber'],
    ['bodyNumber', { bodyNumber: '', bodyNumberUnknown: true }, undefined],
    // Year
    ['year', { year: '' }, 'required'],
    ['year', { year: '1899' }, 'contract:validation.yearInvalid'],
    ['year', { year: '2025' }, 'contract:validation.yearInvalid'],
    // Maker and model: a chosen entry or free text
    ['maker', { maker: { value: null, text: '' } }, 'required'],
    ['maker', { maker: { value: null, text: 'Zaporozhets Custom' } }, undefined],
    ['model', { model: { value: null, text: '' } }, 'required'],
    ['model', { model: { value: null, text: 'Golf Country' } }, undefined],
    // Text that prints on the policy as typed: nothing hidden in it
    ['maker', { maker: { value: null, text: 'Skoda\u202E' } }, 'contract:validation.plainText'],
    ['model', { model: { value: null, text: 'Oct\u0000avia' } }, 'contract:validation.plainText'],
    ['documentIssuedBy', { documentIssuedBy: '4610\n' }, 'contract:validation.plainText'],
    // Additional vehicle data: optional, positive numbers
    ['engineVolume', { engineVolume: '' }, undefined],
    ['engineVolume', { engineVolume: '1598.5' }, WHOLE_NUMBER],
    ['engineVolume', { engineVolume: '1e3' }, 'contract:validation.numberInvalid'],
    ['electricMotorPower', { electricMotorPower: '110,5' }, undefined],
    ['electricMotorPower', { electricMotorPower: '-1' }, 'contract:validation.numberInvalid'],
    ['grossWeight', { grossWeight: 'heavy' }, 'contract:validation.numberInvalid'],
    ['grossWeight', { grossWeight: '1.5' }, WHOLE_NUMBER],
    ['grossWeight', { grossWeight: '1790' }, undefined],
    ['curbWeight', { curbWeight: '0' }, 'contract:validation.numberInvalid'],
    ['seatingCapacity', { seatingCapacity: '4.5' }, WHOLE_NUMBER],
    ['seatingCapacity', { seatingCapacity: '0' }, 'contract:validation.numberInvalid'],
    ['seatingCapacity', { seatingCapacity: '100' }, undefined],
    // Found by agreement/ against the sandbox insurer, which takes at most 100 seats.
    ['seatingCapacity', { seatingCapacity: '101' }, SEATS_MAX],
    ['seatingCapacity', { seatingCapacity: '150' }, SEATS_MAX],
    // The two ticks
    ['confirm', { confirm: false }, 'required'],
    ['offerRead', { offerRead: false }, 'required'],
  ])('%s with %p -> %p', (field, overrides, expected) => {
    expect(validateContract(validValues(overrides), TODAY)[field]).toBe(expected);
  });

  it('requires none of the vehicle figures: left empty, they are sent empty (rules D28)', () => {
    const empty = { engineVolume: '', electricMotorPower: '', grossWeight: '', curbWeight: '', seatingCapacity: '' };
    expect(validateContract(validValues(empty), TODAY)).toEqual({});
  });

  it('tells when a failure hides behind the additional-fields toggle', () => {
    expect(hasAdditionalFieldErrors(validateContract(validValues({ seatingCapacity: 'x' }), TODAY))).toBe(true);
    expect(hasAdditionalFieldErrors(validateContract(validValues({ surname: '' }), TODAY))).toBe(false);
  });
});

describe('length limits: a text over its field’s limit says so, before any format rule', () => {
  const ofLength = (field: LimitedField, length: number): Partial<ContractFormValues> => {
    const text = 'A'.repeat(length);
    return field === 'maker' || field === 'model' ? { [field]: { value: null, text } } : { [field]: text };
  };

  it('limits these fields to these lengths', () => {
    expect(FIELD_MAX_LENGTHS).toEqual({
      surname: 50,
      name: 50,
      patronymic: 50,
      address: 200,
      phone: 20,
      email: 100,
      documentSeries: 20,
      documentNumber: 20,
      documentIssuedBy: 100,
      documentRecord: 30,
      stateNumber: 12,
      bodyNumber: 30,
      maker: 100,
      model: 100,
    });
  });

  it.each(Object.entries(FIELD_MAX_LENGTHS) as [LimitedField, number][])('%s: %i characters', (field, max) => {
    expect(validateContract(validValues(ofLength(field, max + 1)), TODAY)[field]).toBe(TOO_LONG);
    expect(validateContract(validValues(ofLength(field, max)), TODAY)[field]).not.toBe(TOO_LONG);
  });

  it.each<Row>([
    ['surname', { surname: 'Ш'.repeat(51) }, TOO_LONG],
    ['surname', { surname: `  ${'A'.repeat(50)}  ` }, undefined],
    ['email', { email: `${'a'.repeat(89)}@example.com` }, TOO_LONG],
    ['email', { email: `${'a'.repeat(88)}@example.com` }, undefined],
    ['documentRecord', { documentRecord: '2'.repeat(31) }, TOO_LONG],
    ['bodyNumber', { bodyNumber: 'X'.repeat(31), bodyNumberUnknown: true }, undefined],
  ])('%s with %p -> %p', (field, overrides, expected) => {
    expect(validateContract(validValues(overrides), TODAY)[field]).toBe(expected);
  });
});
