import type { AutoModel } from './modelSearchCall';
import { makerOptions, modelOptions } from './modelOptions';

const vw = { id: 1, name: 'Volkswagen' };
const zaz = { id: 6, name: 'ZAZ' };
const daewoo = { id: 5, name: 'Daewoo' };
const models: AutoModel[] = [
  { id: 1001, name: 'Golf', autoMaker: vw },
  { id: 1004, name: 'Polo', autoMaker: vw },
  { id: 6001, name: 'Lanos', autoMaker: zaz },
  { id: 5001, name: 'Lanos', autoMaker: daewoo },
];

describe('maker and model options', () => {
  it('lists each maker once, preferring makers whose name holds the query', () => {
    expect(makerOptions(models, 'vol')).toEqual([{ value: 1, label: 'Volkswagen' }]);
    expect(makerOptions(models, 'lanos')).toEqual([
      { value: 1, label: 'Volkswagen' },
      { value: 6, label: 'ZAZ' },
      { value: 5, label: 'Daewoo' },
    ]);
  });

  it('titles models with their maker until a maker is chosen, then lists only that maker', () => {
    expect(modelOptions(models, null).map((o) => o.label)).toEqual([
      'Volkswagen Golf',
      'Volkswagen Polo',
      'ZAZ Lanos',
      'Daewoo Lanos',
    ]);
    expect(modelOptions(models, 6)).toEqual([{ value: 6001, label: 'Lanos' }]);
  });
});
