import { VALIDATION_KEYS, type ValidationKey } from '@greencard/domain';
import { createTestI18n } from '../../testing';
import { apiErrorText } from './apiErrorText';
import { isValidationKey, validationText } from './validationText';

const en = createTestI18n('en').t;
const uk = createTestI18n('uk').t;

describe('validationText', () => {
  it.each<[ValidationKey, string, string]>([
    ['required', 'Required field', "Обов'язкове поле"],
    ['onlyLatin', 'Only latin', 'Тільки латиницею'],
    ['wrongStateNumber', 'Wrong state number', 'Неправильний державний номер'],
    ['codeFormat', 'Enter the 6-digit code', 'Введіть код із 6 цифр'],
  ])('%s', (key, enText, ukText) => {
    expect(validationText(en, key)).toBe(enText);
    expect(validationText(uk, key)).toBe(ukText);
  });

  it('has a text with every value filled in for every key, given the values a field adds', () => {
    for (const key of VALIDATION_KEYS) {
      for (const t of [en, uk]) {
        const text = validationText(t, key, { max: 50 });
        expect(text).not.toMatch(/\{\{|validation\./);
      }
    }
  });

  it('passes a field’s values to a step’s own message too', () => {
    const i18n = createTestI18n('en');
    i18n.addResourceBundle('en', 'probe', { limit: 'Up to {{max}}' });
    expect(validationText(i18n.t, 'probe:limit', { max: 7 })).toBe('Up to 7');
  });

  it('takes a ValidationKey or a full key of a namespace, and no other string (it does not compile)', () => {
    // @ts-expect-error not a ValidationKey, and not named with a namespace
    expect(validationText(en, 'sendOTP')).toBe('sendOTP');
    // @ts-expect-error the common texts' errors have no sendSMS
    expect(validationText(en, 'common:errors.sendSMS')).toBe('errors.sendSMS');
  });

  it('takes any other string as a full key, so steps can bring their own messages', () => {
    expect(isValidationKey('required')).toBe(true);
    expect(isValidationKey('common:errors.sendOTP')).toBe(false);
    expect(validationText(en, 'common:errors.sendOTP')).toBe('Failed to send SMS code');
  });
});

describe('apiErrorText', () => {
  it.each([
    [{ key: 'sendOTP' }, 'Failed to send SMS code'],
    [{ key: 'serverError', status: 502 }, 'Server error, please try later'],
    [{ key: 'insurerMessage', text: 'Invalid tax number' }, 'Invalid tax number'],
    [
      { key: 'underwriting', notice: 'underwritingPerson' },
      'The contract needs extra underwriting of the person: contact support.',
    ],
    [
      { key: 'underwriting', notice: 'underwritingVehicle' },
      'The contract needs extra underwriting of the vehicle: contact support.',
    ],
    [{ key: 'underwriting' }, 'The contract needs extra underwriting: contact support.'],
    [{ key: 'somethingNew' }, 'Something went wrong. Try later.'],
  ])('%j', (error, text) => {
    expect(apiErrorText(en, error)).toBe(text);
  });

  it('speaks the language of the translator', () => {
    expect(apiErrorText(uk, { key: 'paymentMismatch' })).toMatch(/^Сума платежу не збіглася/);
  });

  it('says a failure of one step in that step’s own texts, and the others in the common ones', () => {
    const i18n = createTestI18n('en');
    i18n.addResourceBundle('en', 'probe', { errors: { pointsDefault: 'The points step could not do it' } });
    const t = i18n.getFixedT('en', 'probe');
    expect(apiErrorText(t, { key: 'pointsDefault' })).toBe('The points step could not do it');
    expect(apiErrorText(t, { key: 'tooManyAttempts' })).toBe('Too many attempts, try again later');
  });

  it('falls back to the generic text for a step failure whose step has no text for it', () => {
    expect(apiErrorText(en, { key: 'checkOTP' })).toBe('Something went wrong. Try later.');
  });
});
