import type { ValidationKey } from '@greencard/domain';
import {
  documentFieldsRequired,
  normalizeDocumentSeries,
  validateDocumentNumber,
  validateDocumentRecord,
  validateDocumentSeries,
} from './documents';
import type { DocumentType } from './documentTypes';

describe('documentFieldsRequired', () => {
  it.each<[DocumentType, boolean, boolean, boolean, boolean, boolean]>([
    ['EXTERNAL_PASSPORT', true, true, true, true, false],
    ['DRIVING_LICENSE', true, true, true, true, false],
    ['PASSPORT', true, true, true, true, false],
    ['ID_PASSPORT', false, true, true, true, true],
  ])('%s', (type, series, number, issuedBy, date, record) => {
    expect(documentFieldsRequired(type)).toEqual({ series, number, issuedBy, date, record });
  });
});

describe('validateDocumentSeries', () => {
  it.each<[DocumentType, string, ValidationKey | undefined]>([
    ['EXTERNAL_PASSPORT', 'FA', undefined],
    ['EXTERNAL_PASSPORT', 'fa', undefined],
    ['EXTERNAL_PASSPORT', '', undefined],
    ['EXTERNAL_PASSPORT', 'F', 'documentSeries'],
    ['EXTERNAL_PASSPORT', 'FAA', 'documentSeries'],
    ['EXTERNAL_PASSPORT', 'ФА', 'documentSeries'],
    ['DRIVING_LICENSE', 'ABC', undefined],
    ['DRIVING_LICENSE', 'A', undefined],
    ['DRIVING_LICENSE', 'ВХА', undefined],
    ['DRIVING_LICENSE', 'ЄІЇ', undefined],
    ['DRIVING_LICENSE', 'ABCD', 'documentSeries'],
    ['DRIVING_LICENSE', 'AВ', 'documentSeries'], // Latin A and Cyrillic В mixed
    ['DRIVING_LICENSE', 'A1', 'documentSeries'],
    ['PASSPORT', 'КВ', undefined],
    // Found by agreement/ against the sandbox insurer: letters of the Russian alphabet only are no series.
    ['PASSPORT', 'ЫО', 'documentSeries'],
    ['DRIVING_LICENSE', 'ЭЪ', 'documentSeries'],
    ['PASSPORT', 'ҐЄ', undefined],
    ['PASSPORT', 'KB', 'documentSeries'],
    ['ID_PASSPORT', 'AB', 'documentSeries'],
    ['ID_PASSPORT', '', undefined],
  ])('%s %p -> %p', (type, value, key) => {
    expect(validateDocumentSeries(type, value)).toBe(key);
  });

  it('normalises a series to upper case', () => {
    expect(normalizeDocumentSeries(' fa ')).toBe('FA');
    expect(normalizeDocumentSeries('вха')).toBe('ВХА');
  });
});

describe('validateDocumentNumber', () => {
  it.each<[DocumentType, string, ValidationKey | undefined]>([
    ['EXTERNAL_PASSPORT', '123456', undefined],
    ['EXTERNAL_PASSPORT', '12345', 'documentNumber'],
    ['EXTERNAL_PASSPORT', '1234567', 'documentNumber'],
    ['EXTERNAL_PASSPORT', 'FA123456', 'documentNumber'],
    ['DRIVING_LICENSE', '1', undefined],
    ['DRIVING_LICENSE', '123456', undefined],
    ['DRIVING_LICENSE', '1234567', 'documentNumber'],
    ['PASSPORT', '654321', undefined],
    ['PASSPORT', '65432', 'documentNumber'],
    ['ID_PASSPORT', '123456789', undefined],
    ['ID_PASSPORT', '12345678', 'documentNumber'],
    ['ID_PASSPORT', '', undefined],
  ])('%s %p -> %p', (type, value, key) => {
    expect(validateDocumentNumber(type, value)).toBe(key);
  });
});

describe('validateDocumentRecord: dddddddd-ddddd', () => {
  it.each<[string, ValidationKey | undefined]>([
    ['20000101-01234', undefined],
    ['', undefined],
    ['2000010101234', 'documentNumber'],
    ['2000010-01234', 'documentNumber'],
    ['20000101-0123', 'documentNumber'],
  ])('%p -> %p', (value, key) => {
    expect(validateDocumentRecord(value)).toBe(key);
  });
});
