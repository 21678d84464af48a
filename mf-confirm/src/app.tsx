import { createStepLifecycle } from '@greencard/step';
import { ConfirmStep } from './ConfirmStep';
import { confirmSlice } from './features/confirm/confirmSlice';
import { en } from './i18n/en';
import { uk } from './i18n/uk';

export const { bootstrap, mount, unmount } = createStepLifecycle({
  name: 'confirm',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  slices: [confirmSlice],
  translations: { ns: 'confirm', uk, en },
  Root: ConfirmStep,
});
