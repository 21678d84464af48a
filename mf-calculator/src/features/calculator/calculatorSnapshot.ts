// The calculator form kept across visits (rules §2 and §3, D10) under state_snapshot_calculator. The state
// number identifies a vehicle, so it is kept apart as a personal snapshot that clearPersonalData removes when the
// purchase ends; the rest holds nothing personal and stays.
import type { SortOrder } from './sortProducts';
import { loadSnapshot, savePersonalSnapshot, removeSnapshot, saveSnapshot, stored } from '@greencard/store';
import { CalculatorValuesShape, INITIAL_VALUES, type CalculatorValues } from './calculatorValues';

export const CALCULATOR_SNAPSHOT = 'calculator';
export const STATE_NUMBER_SNAPSHOT = 'calculator_number';

export interface CalculatorSnapshot {
  values: CalculatorValues;
  sort: SortOrder;
}

/** The choice without the state number, which is kept apart. */
const CalculatorSnapshotShape: stored.Struct<CalculatorSnapshot, unknown> = stored.shape({
  values: stored.refine(CalculatorValuesShape, 'withoutStateNumber', (values) => values.stateNumber === undefined),
  sort: stored.enums(['asc', 'desc']),
});

export function saveCalculatorSnapshot({ values, sort }: CalculatorSnapshot): void {
  const { stateNumber, ...choice } = values;
  saveSnapshot(CALCULATOR_SNAPSHOT, { values: choice, sort });
  if (stateNumber && stateNumber.trim() !== '') savePersonalSnapshot(STATE_NUMBER_SNAPSHOT, stateNumber);
  else removeSnapshot(STATE_NUMBER_SNAPSHOT);
}

/** The saved form, or undefined when there is none usable (another version or a corrupt one is dropped). */
export function loadCalculatorSnapshot(): CalculatorSnapshot | undefined {
  const saved = loadSnapshot(CALCULATOR_SNAPSHOT, CalculatorSnapshotShape);
  const stateNumber = loadSnapshot(STATE_NUMBER_SNAPSHOT, stored.string());
  if (!saved) return undefined;
  return { sort: saved.sort, values: stateNumber ? { ...saved.values, stateNumber } : saved.values };
}

/** The form to start from: the snapshot's values, or the defaults. */
export function startingValues(snapshot: CalculatorSnapshot | undefined): CalculatorValues {
  return snapshot ? { ...INITIAL_VALUES, ...snapshot.values } : INITIAL_VALUES;
}
