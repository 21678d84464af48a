import { stored } from '@greencard/store';
import { saveSnapshot } from '@greencard/store';
import { FORM_SNAPSHOT, ContractFormValuesShape, loadFormSnapshot, saveFormSnapshot } from './formSnapshot';
import { initialFormValues } from '../values/formValues';
import { validValues } from '../../testing/fixtures';

beforeEach(() => window.localStorage.clear());

describe('the form snapshot', () => {
  it('gives back the form as it was saved', () => {
    saveFormSnapshot(validValues());
    expect(loadFormSnapshot()).toEqual(validValues());
  });

  it.each<[string, unknown]>([
    ['a fresh form', initialFormValues(null)],
    ['a missing field', (({ surname: _surname, ...rest }) => rest)(validValues())],
    ['a choice without its text', { ...validValues(), city: { value: 1 } }],
    ['an unknown document type', { ...validValues(), documentType: 'ID_PASSPORT' }],
    ['a number where text belongs', { ...validValues(), year: 2016 }],
  ])('accepts only the form shape: %s', (name, value) => {
    expect(stored.matches(value, ContractFormValuesShape)).toBe(name === 'a fresh form');
  });

  it('ignores a snapshot of another shape', () => {
    saveSnapshot(FORM_SNAPSHOT, { surname: 'Koval' });
    expect(loadFormSnapshot()).toBeUndefined();
  });
});
