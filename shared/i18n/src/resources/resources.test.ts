import { VALIDATION_KEYS } from '@greencard/domain';
import { COMMON_ERROR_TEXT_KEYS } from '../messages/apiErrorText';
import { en } from './en';
import { expectSameKeys } from '../../testing/expectSameKeys';
import { uk } from './uk';

describe('common texts', () => {
  it('have the same keys and placeholders in uk and en', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });

  it('have a message for every validation key and every error key several steps show, in both languages', () => {
    for (const key of VALIDATION_KEYS) {
      expect(uk.validation[key]).toEqual(expect.any(String));
      expect(en.validation[key]).toEqual(expect.any(String));
    }
    for (const key of COMMON_ERROR_TEXT_KEYS) {
      expect(uk.errors[key]).toEqual(expect.any(String));
      expect(en.errors[key]).toEqual(expect.any(String));
    }
  });
});
