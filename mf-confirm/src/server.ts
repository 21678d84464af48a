import { createStepFirstViews } from '@greencard/step/server';
import { step } from './step';

/** The step's first views, rendered when it is built (docs/server-rendering.md). */
export const firstViews = createStepFirstViews(step);
