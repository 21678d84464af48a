// The calculator form's values (rules §3 "Calculator form": autoTypeSelect, areaSelect, periodSelect, typeInput) plus
// the optional state number of the shortcut, and how they become a search and a journey selection.
import {
  toStateNumber,
  type Area,
  type CustomerCategory,
  type Period,
  type StateNumber,
  type VehicleType,
} from '@greencard/domain';
import { stored, type JourneySelection } from '@greencard/store';
import type { ProductQuery } from './offerSearchCall';

/** rules §3 and §9: the calculator's default vehicle type (cars). */
const DEFAULT_VEHICLE_TYPE: VehicleType = 'A';
/** rules §3 and §9. */
const DEFAULT_CUSTOMER_CATEGORY: CustomerCategory = 'NATURAL';

export interface CalculatorValues {
  autoTypeSelect: VehicleType;
  /** Undefined until the buyer picks one: the select shows its placeholder. */
  areaSelect?: Area;
  periodSelect?: Period;
  typeInput: CustomerCategory;
  /** The state number as typed; optional. */
  stateNumber?: string;
}

/** A form with every choice a search needs. */
export type CompleteValues = CalculatorValues & { areaSelect: Area; periodSelect: Period };

export const INITIAL_VALUES: CalculatorValues = {
  autoTypeSelect: DEFAULT_VEHICLE_TYPE,
  typeInput: DEFAULT_CUSTOMER_CATEGORY,
};

export function isComplete(values: CalculatorValues): values is CompleteValues {
  return values.areaSelect !== undefined && values.periodSelect !== undefined;
}

export function toProductQuery(values: CompleteValues): ProductQuery {
  return {
    type: values.autoTypeSelect,
    area: values.areaSelect,
    period: values.periodSelect,
    customerCategory: values.typeInput,
  };
}

/**
 * The typed state number as the domain value the lookup and the contract form take; undefined while what is typed
 * is no complete, valid number.
 */
export function typedStateNumber(typed: string | undefined): StateNumber | undefined {
  return typed === undefined ? undefined : (toStateNumber(typed) ?? undefined);
}

/** What productChosen carries: the choice the offers were found for, and the state number when there is one. */
export function toSelection(query: ProductQuery, stateNumber: string | undefined): JourneySelection {
  const number = typedStateNumber(stateNumber);
  return {
    autoType: query.type,
    area: query.area,
    period: query.period,
    customerCategory: query.customerCategory,
    ...(number ? { stateNumber: number } : {}),
  };
}

/** A restored snapshot is trusted only when every field has a value the form can show. */
export const CalculatorValuesShape: stored.Struct<CalculatorValues, unknown> = stored.shape({
  autoTypeSelect: stored.vehicleType,
  areaSelect: stored.optional(stored.area),
  periodSelect: stored.optional(stored.period),
  typeInput: stored.customerCategory,
  stateNumber: stored.optional(stored.string()),
});

/** Two queries ask for the same offers. */
export function sameQuery(a: ProductQuery | null, b: ProductQuery | null): boolean {
  if (a === null || b === null) return a === b;
  return a.type === b.type && a.area === b.area && a.period === b.period && a.customerCategory === b.customerCategory;
}
