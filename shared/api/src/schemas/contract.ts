import { number, string, type, type Infer } from 'superstruct';
import { IsoDateStruct } from './shared';

/** POST /green/save/draft. */
export const DraftSaved = type({ id: number(), number: string(), date: IsoDateStruct });
export type DraftSaved = Infer<typeof DraftSaved>;

/** PUT /green/change/status. */
export const StatusChanged = type({ number: string() });
export type StatusChanged = Infer<typeof StatusChanged>;
