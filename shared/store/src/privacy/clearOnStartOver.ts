import type { Middleware } from '@reduxjs/toolkit';
import { journeyReset } from '../journey/journeySlice';
import { clearPersonalData } from './personalData';

/**
 * Starting over (journeyReset, wherever the buyer starts again from) forgets the buyer in storage as concluding
 * the contract does: the clearing runs after the reset is applied, so the journey saved on that change, emptied,
 * goes too.
 */
export function clearOnStartOver(storage?: Storage): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (journeyReset.match(action)) clearPersonalData(storage);
    return result;
  };
}
