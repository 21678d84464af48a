import type { StepName } from '@greencard/i18n';
import type { StepBuilds } from './overrideCookie';

export interface StepOverrides {
  /** The test builds this page loads instead of the registry's. */
  active: StepBuilds;
  /** Builds asked for whose origin the shop does not allow: not loaded, and said so on the page. */
  refused: { step: StepName; manifest: string }[];
}

let current: StepOverrides = { active: {}, refused: [] };

/** This page's test builds, decided once when the page config is read. */
export const stepOverrides = (): StepOverrides => current;

export function setStepOverrides(overrides: StepOverrides) {
  current = overrides;
}
