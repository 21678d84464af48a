import { isIsoDate, isContractState, isVehicleType } from '@greencard/domain';
import { define, refine, string } from 'superstruct';
import type { ContractState, IsoDate, VehicleType } from '@greencard/domain';

/** Wire dates are 'YYYY-MM-DD' (docs/insurer-api.md, "Envelope"). */
export const IsoDateStruct = define<IsoDate>('IsoDate', isIsoDate);
/** Instants are ISO 8601 with an offset. */
export const InstantStruct = refine(string(), 'Instant', (value) => !Number.isNaN(Date.parse(value)));

export const VehicleTypeStruct = define<VehicleType>('VehicleType', isVehicleType);
export const ContractStateStruct = define<ContractState>('ContractState', isContractState);
