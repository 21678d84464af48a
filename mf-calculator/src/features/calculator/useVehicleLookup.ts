import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@greencard/domain';
import { useApi } from '@greencard/step';
import { lookupNumber, readLookup, type LookupResult } from './vehicleLookup';

export type LookupState = { status: 'idle' } | { status: 'looking' } | LookupResult;

/**
 * Looks the typed state number up in GET /number once the buyer pauses typing (SEARCH_DEBOUNCE_MS) and the number
 * is complete and valid. The number the form started with is not looked up again: its vehicle type was saved with it.
 */
export function useVehicleLookup(typed: string | undefined): LookupState {
  const api = useApi();
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const settled = useRef(lookupNumber(typed));
  const number = lookupNumber(typed);

  useEffect(() => {
    if (number === undefined) {
      settled.current = undefined;
      setState({ status: 'idle' });
      return undefined;
    }
    if (number === settled.current) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: 'looking' });
      api.findVehiclesByNumber(number).then(
        (vehicles) => {
          if (!current) return;
          settled.current = number;
          setState(readLookup(vehicles));
        },
        () => {
          if (current) setState({ status: 'failed' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, number]);

  return state;
}
