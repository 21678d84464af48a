// The contract and vehicle summary kept under form_contract (rules §3 "Contract state"), so that the later steps
// and the result pages can show what is being bought after a reload. It is personal data: clearPersonalData
// removes it.
import { STORAGE_KEYS, type IsoDate, type VehicleType } from '@greencard/domain';
import { removeItem } from './browserStorage';
import { finiteNumber, isoDate, shape, string, vehicleType, type Struct } from './storedShape';
import { readVersioned, writeVersioned } from './versionedEntry';

export interface ContractSummary {
  /** The contract number the insurer returned (payedContractId). */
  contractNumber: string;
  /** The insured person's name as written on the contract (Latin). */
  insuredName: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** The premium in UAH before loyalty points. */
  premium: number;
  vehicle: {
    autoType: VehicleType;
    /** Maker and model, or maker and the typed model text. */
    title: string;
    stateNumber: string;
    bodyNumber: string;
    year: string;
  };
}

const ContractSummaryShape: Struct<ContractSummary, unknown> = shape({
  contractNumber: string(),
  insuredName: string(),
  startDate: isoDate,
  endDate: isoDate,
  premium: finiteNumber,
  vehicle: shape({ autoType: vehicleType, title: string(), stateNumber: string(), bodyNumber: string(), year: string() }),
});

export function saveContractSummary(summary: ContractSummary, storage?: Storage): void {
  writeVersioned(STORAGE_KEYS.contractSummary, summary, storage, true);
}

export function loadContractSummary(storage?: Storage): ContractSummary | undefined {
  return readVersioned(STORAGE_KEYS.contractSummary, ContractSummaryShape, storage);
}

export function removeContractSummary(storage?: Storage): void {
  removeItem(STORAGE_KEYS.contractSummary, storage);
}
