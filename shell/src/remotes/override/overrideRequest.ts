import { isStepName, STEP_NAME_RULE, type StepName } from '@greencard/step-contract/stepName';

/** What one `?override=` value asks for. */
export type OverrideRequest =
  | { kind: 'clear' }
  | { kind: 'build'; step: StepName; manifest: string }
  | { kind: 'invalid'; value: string; reason: string };

/**
 * `payment:<manifest url>` loads that build of the payment step in this browser instead of the registry's;
 * `clear` goes back to the registry's builds. Whether the build is allowed is checked apart (allowedBuild.ts).
 */
export function parseOverrideRequest(value: string): OverrideRequest {
  const text = value.trim();
  if (text === 'clear') return { kind: 'clear' };
  const invalid = (reason: string): OverrideRequest => ({ kind: 'invalid', value: text, reason });
  const colon = text.indexOf(':');
  const step = text.slice(0, Math.max(colon, 0));
  // A bare build address: its scheme would pass for a step's name.
  if (!isStepName(step) || /^https?:\/\//i.test(text))
    return invalid(`it must be "clear" or start with a step's name (${STEP_NAME_RULE}) and a colon`);
  let url: URL;
  try {
    url = new URL(text.slice(colon + 1));
  } catch {
    return invalid('after the step comes the absolute URL of the build’s mf-manifest.json');
  }
  if (!/^https?:$/.test(url.protocol)) return invalid('the build must be on an http or https address');
  if (url.username || url.password) return invalid('the build address must not carry credentials');
  return { kind: 'build', step, manifest: url.href };
}
