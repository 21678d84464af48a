import type { ContractRuleKey } from './ruleKey';
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
  it.each<[DocumentType, string, ContractRuleKey | undefined]>([
    ['EXTERNAL_PASSPORT', 'FA', undefined],
    ['EXTERNAL_PASSPORT', 'fa', undefined],
    ['EXTERNAL_PASSPORT', '', undefined],
    ['EXTERNAL_PASSPORT', 'F', 'contract:validation.documentSeries'],
    ['EXTERNAL_PASSPORT', 'FAA', 'contract:validation.documentSeries'],
    ['EXTERNAL_PASSPORT', 'ФА', 'contract:validation.documentSeries'],
    ['DRIVING_LICENSE', 'ABC', undefined],
    ['DRIVING_LICENSE', 'A', undefined],
    ['DRIVING_LICENSE', 'ВХА', undefined],
    ['DRIVING_LICENSE', 'ЄІЇ', undefined],
    ['DRIVING_LICENSE', 'ABCD', 'contract:validation.documentSeries'],
    ['DRIVING_LICENSE', 'AВ', 'contract:validation.documentSeries'], // Latin A and Cyrillic В mixed
    ['DRIVING_LICENSE', 'A1', 'contract:validation.documentSeries'],
    ['PASSPORT', 'КВ', undefined],
    // Found by agreement/ against the sandbox insurer: letters of the Russian alphabet only are no series.
    ['PASSPORT', 'ЫО', 'contract:validation.documentSeries'],
    ['DRIVING_LICENSE', 'ЭЪ', 'contract:validation.documentSeries'],
    ['PASSPORT', 'ҐЄ', undefined],
    ['PASSPORT', 'KB', 'contract:validation.documentSeries'],
    ['ID_PASSPORT', 'AB', 'contract:validation.documentSeries'],
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
  it.each<[DocumentType, string, ContractRuleKey | undefined]>([
    ['EXTERNAL_PASSPORT', '123456', undefined],
    ['EXTERNAL_PASSPORT', '12345', 'contract:validation.documentNumber'],
    ['EXTERNAL_PASSPORT', '1234567', 'contract:validation.documentNumber'],
    ['EXTERNAL_PASSPORT', 'FA123456', 'contract:validation.documentNumber'],
    ['DRIVING_LICENSE', '1', undefined],
    ['DRIVING_LICENSE', '123456', undefined],
    ['DRIVING_LICENSE', '1234567', 'contract:validation.documentNumber'],
    ['PASSPORT', '654321', undefined],
    ['PASSPORT', '65432', 'contract:validation.documentNumber'],
    ['ID_PASSPORT', '123456789', undefined],
    ['ID_PASSPORT', '12345678', 'contract:validation.documentNumber'],
    ['ID_PASSPORT', '', undefined],
  ])('%s %p -> %p', (type, value, key) => {
    expect(validateDocumentNumber(type, value)).toBe(key);
  });
});

describe('validateDocumentRecord: dddddddd-ddddd', () => {
  it.each<[string, ContractRuleKey | undefined]>([
    ['20000101-01234', undefined],
    ['', undefined],
    ['2000010101234', 'contract:validation.documentNumber'],
    ['2000010-01234', 'contract:validation.documentNumber'],
    ['20000101-0123', 'contract:validation.documentNumber'],
  ])('%p -> %p', (value, key) => {
    expect(validateDocumentRecord(value)).toBe(key);
  });
});
