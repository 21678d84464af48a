import { number, string, type, type Infer } from 'superstruct';
import { AreaStruct, ContractStateStruct, IsoDateStruct, PeriodStruct, VehicleTypeStruct } from './shared';

/** POST /green/save/draft. */
export const DraftSaved = type({ id: number(), number: string(), date: IsoDateStruct });
export type DraftSaved = Infer<typeof DraftSaved>;

/** PUT /green/change/status. */
export const StatusChanged = type({ number: string() });
export type StatusChanged = Infer<typeof StatusChanged>;

/** GET /getContractByEwaCode. */
export const ContractByCode = type({
  id: number(),
  number: string(),
  state: ContractStateStruct,
  dateFrom: IsoDateStruct,
  dateTo: IsoDateStruct,
  vehicleType: VehicleTypeStruct,
  area: AreaStruct,
  period: PeriodStruct,
  premium: number(),
});
export type ContractByCode = Infer<typeof ContractByCode>;
