import { useMemo, useState } from 'react';
import { inVehicleRegistry, SEARCH_DEBOUNCE_MS } from '@greencard/domain';
import { useInsurerAnswer } from '@greencard/step';
import { typedStateNumber } from './calculatorValues';
import { readLookup, type LookupResult } from './vehicleLookup';
import { findVehiclesByNumber } from './vehicleLookupCall';

export type LookupState = { status: 'idle' } | { status: 'looking' } | LookupResult;

/**
 * Looks the typed state number up in GET /number once the buyer pauses typing (SEARCH_DEBOUNCE_MS) and the number
 * is complete and valid. The number the form started with is not looked up again: its vehicle type was saved with it.
 * A number the register does not keep (the older formats, transit numbers) is not asked for.
 */
export function useVehicleLookup(typed: string | undefined): LookupState {
  const [startNumber] = useState(() => typedStateNumber(typed));
  const number = typedStateNumber(typed);
  const key = number === undefined || number === startNumber || !inVehicleRegistry(number) ? null : number;
  // A null key asks nothing; the empty list only satisfies the type.
  const answer = useInsurerAnswer(
    key,
    (client) => (key === null ? Promise.resolve([]) : findVehiclesByNumber(client, key)),
    { delayMs: SEARCH_DEBOUNCE_MS },
  );
  const data = answer.status === 'ready' ? answer.data : undefined;
  // One object per answer: the field applies a found vehicle type once, not on every render.
  return useMemo((): LookupState => {
    if (data !== undefined) return readLookup(data);
    if (answer.status === 'failed') return { status: 'failed' };
    return answer.status === 'loading' ? { status: 'looking' } : { status: 'idle' };
  }, [answer.status, data]);
}
