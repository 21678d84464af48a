import {
  loadContractSummary,
  removeContractSummary,
  saveContractSummary,
  type ContractSummary,
} from './contractSummary';

const summary: ContractSummary = {
  contractNumber: 'GC-100234',
  insuredName: 'SHEVCHENKO TARAS',
  startDate: '2026-07-03',
  endDate: '2026-07-17',
  premium: 1245.5,
  vehicle: {
    autoType: 'A',
    title: 'Toyota Corolla',
    stateNumber: 'AA1234AA',
    bodyNumber: 'JTDBR32E720123456',
    year: '2018',
  },
};

beforeEach(() => localStorage.clear());

describe('contract summary (form_contract)', () => {
  it('is kept under the key form_contract', () => {
    saveContractSummary(summary);
    const stored: unknown = JSON.parse(localStorage.getItem('form_contract') ?? 'null');
    expect(stored).toEqual({ version: '1.0.274', value: summary, personal: true });
    expect(loadContractSummary()).toEqual(summary);
  });

  it('is undefined when none was saved, and after removal', () => {
    expect(loadContractSummary()).toBeUndefined();
    saveContractSummary(summary);
    removeContractSummary();
    expect(loadContractSummary()).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['no vehicle', { ...summary, vehicle: undefined }],
    ['an unknown vehicle type', { ...summary, vehicle: { ...summary.vehicle, autoType: 'Z' } }],
    ['a start date that is not a date', { ...summary, startDate: '03.07.2026' }],
    ['a premium that is not a number', { ...summary, premium: '1245.50' }],
    ['a missing contract number', { ...summary, contractNumber: undefined }],
  ])('rejects a summary with %s', (_case, value) => {
    localStorage.setItem('form_contract', JSON.stringify({ version: '1.0.274', value }));
    expect(loadContractSummary()).toBeUndefined();
    expect(localStorage.getItem('form_contract')).toBeNull();
  });
});
