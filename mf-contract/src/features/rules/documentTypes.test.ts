import { DRAFT_DOCUMENT_TYPES, FORM_DOCUMENT_TYPES, isDocumentType, isFormDocumentType } from './documentTypes';

describe('document types carry the exact wire values', () => {
  it.each([
    ['form document types', FORM_DOCUMENT_TYPES, ['EXTERNAL_PASSPORT', 'DRIVING_LICENSE']],
    ['draft document types', DRAFT_DOCUMENT_TYPES, ['PASSPORT', 'ID_PASSPORT', 'EXTERNAL_PASSPORT', 'DRIVING_LICENSE']],
  ])('%s', (_name, options, expected) => {
    expect(options.map((o) => o.value)).toEqual(expected);
    for (const option of options) {
      expect(option.label.uk.trim()).not.toBe('');
      expect(option.label.en.trim()).not.toBe('');
      expect(option.label.uk).not.toBe(option.label.en);
    }
  });

  it.each([
    ['EXTERNAL_PASSPORT', 'Закордонний паспорт', 'International passport'],
    ['DRIVING_LICENSE', 'Посвідчення водія', 'Driving licence'],
  ])('%s is named', (value, uk, en) => {
    expect(FORM_DOCUMENT_TYPES.find((o) => o.value === value)?.label).toEqual({ uk, en });
  });

  it.each<[(v: unknown) => boolean, unknown, boolean]>([
    [isDocumentType, 'ID_PASSPORT', true],
    [isDocumentType, 'VISA', false],
    [isFormDocumentType, 'DRIVING_LICENSE', true],
    [isFormDocumentType, 'PASSPORT', false],
  ])('guard %#', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});
