import { createStepServerRender } from '@greencard/step/server';
import { step } from './step';

/** The step's server rendering, exposed as `./server` by its server build and loaded by the shop server. */
export const render = createStepServerRender(step);
