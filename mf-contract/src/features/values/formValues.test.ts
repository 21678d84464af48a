import { initialFormValues } from './formValues';

describe('the contract form at first', () => {
  it('asks for an international passport (rules §3 and §9, D6)', () => {
    expect(initialFormValues(null).documentType).toBe('EXTERNAL_PASSPORT');
  });
});
