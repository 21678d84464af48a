import { isStepName, type StepName } from '@greencard/step-contract/stepName';

/** The test builds this browser loads, by step. */
export type StepBuilds = Record<StepName, string>;

/**
 * A session cookie: every tab of this browser loads the test build until the browser closes or `?override=clear`.
 * Only the page reads it; the shop server never acts on it.
 */
export const OVERRIDE_COOKIE = 'gc_step_overrides';

export function readOverrideCookie(cookieHeader: string): StepBuilds {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OVERRIDE_COOKIE}=`))
    ?.slice(OVERRIDE_COOKIE.length + 1);
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object') return {};
  const builds: StepBuilds = {};
  for (const [step, manifest] of Object.entries(value)) {
    if (isStepName(step) && typeof manifest === 'string') builds[step] = manifest;
  }
  return builds;
}

/** The cookie to write (document.cookie) for these builds; none left removes it. */
export function overrideCookie(builds: StepBuilds, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (Object.keys(builds).length === 0) return `${OVERRIDE_COOKIE}=${attributes}; Max-Age=0`;
  return `${OVERRIDE_COOKIE}=${encodeURIComponent(JSON.stringify(builds))}${attributes}`;
}
