import { createStepLifecycle } from '@greencard/step';
import { step } from './step';

/** The step's single-spa lifecycle, exposed as `./app`. */
export const { bootstrap, mount, unmount } = createStepLifecycle(step);
