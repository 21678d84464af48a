import { isIsoDate, isArea, isContractState, isPeriod, isVehicleType } from '@greencard/domain';
import { define, refine, string } from 'superstruct';
import type { Area, ContractState, IsoDate, Period, VehicleType } from '@greencard/domain';

/** Wire dates are 'YYYY-MM-DD' (docs/insurer-api.md, "Envelope"). */
export const IsoDateStruct = define<IsoDate>('IsoDate', isIsoDate);
/** Instants are ISO 8601 with an offset. */
export const InstantStruct = refine(string(), 'Instant', (value) => !Number.isNaN(Date.parse(value)));

export const VehicleTypeStruct = define<VehicleType>('VehicleType', isVehicleType);
export const AreaStruct = define<Area>('Area', isArea);
export const PeriodStruct = define<Period>('Period', isPeriod);
export const ContractStateStruct = define<ContractState>('ContractState', isContractState);
