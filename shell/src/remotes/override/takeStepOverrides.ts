// A team's test build of a step, loaded in one browser instead of the registry's (`?override=`): asked for in the
// address, kept in a session cookie, and never loaded from an origin the shop does not allow.
import { isStepName, STEP_NAME_RULE, type StepName } from '@greencard/step-contract/stepName';

/** The test builds this browser loads, by step. */
export type StepBuilds = Record<StepName, string>;

/**
 * A session cookie: every tab of this browser loads the test build until the browser closes or `?override=clear`.
 * Only the page reads it; the shop server never acts on it.
 */
export const OVERRIDE_COOKIE = 'gc_step_overrides';

export function readOverrideCookie(cookieHeader: string): StepBuilds {
  const raw = new RegExp(`(?:^|;)\\s*${OVERRIDE_COOKIE}=([^;]*)`).exec(cookieHeader)?.[1];
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw || '{}'));
    // Only what this page writes: builds by step name.
    return Object.fromEntries(
      Object.entries(value ?? {}).filter(([step, manifest]) => isStepName(step) && typeof manifest === 'string'),
    );
  } catch {
    return {};
  }
}

/** The cookie to write (document.cookie) for these builds; none left removes it. */
export function overrideCookie(builds: StepBuilds, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (Object.keys(builds).length === 0) return `${OVERRIDE_COOKIE}=${attributes}; Max-Age=0`;
  return `${OVERRIDE_COOKIE}=${encodeURIComponent(JSON.stringify(builds))}${attributes}`;
}

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

/**
 * Whether a test build may be loaded: its manifest must be on one of the origins the shop server allows
 * (REMOTE_OVERRIDE_ORIGINS, none by default). Anything else could run any script in the buyer's page.
 */
export function isAllowedBuild(manifest: string, allowedOrigins: readonly string[]): boolean {
  const origin = originOf(manifest);
  return origin !== undefined && allowedOrigins.includes(origin);
}

/** The origin of a build's address, if it is one. */
export function originOf(manifest: string): string | undefined {
  try {
    return new URL(manifest).origin;
  } catch {
    return undefined;
  }
}

export interface StepOverrides {
  /** The test builds this page loads instead of the registry's. */
  active: StepBuilds;
  /** Builds asked for whose origin the shop does not allow: not loaded, and said so on the page. */
  refused: { step: StepName; manifest: string }[];
}

export const OVERRIDE_PARAM = 'override';

interface Browser {
  location: Location;
  history: History;
  document: Document;
  warn: (message: string) => void;
}

/**
 * The test builds of this page: those this browser keeps, updated by any `?override=` of the address (which is then
 * taken out of it, so it is not shared or bookmarked). A build off the allowed origins is never loaded: it is
 * refused with a console warning, also when it was kept from before the shop's list changed.
 */
export function takeStepOverrides(
  allowedOrigins: readonly string[],
  { location, history, document, warn }: Browser = {
    location: window.location,
    history: window.history,
    document: window.document,
    warn: console.warn,
  },
): StepOverrides {
  const url = new URL(location.href);
  const requests = url.searchParams.getAll(OVERRIDE_PARAM).map(parseOverrideRequest);
  const refused: StepOverrides['refused'] = [];
  const refuse = (step: StepOverrides['refused'][number]['step'], manifest: string) => {
    refused.push({ step, manifest });
    warn(`Not loading the ${step} build ${manifest}: this shop does not allow test builds from its origin.`);
  };

  const kept = readOverrideCookie(document.cookie);
  let asked: StepBuilds = { ...kept };
  for (const request of requests) {
    if (request.kind === 'clear') asked = {};
    else if (request.kind === 'invalid') warn(`Ignoring ?${OVERRIDE_PARAM}=${request.value}: ${request.reason}.`);
    else if (isAllowedBuild(request.manifest, allowedOrigins)) asked = { ...asked, [request.step]: request.manifest };
    else refuse(request.step, request.manifest);
  }
  const active: StepBuilds = {};
  for (const [step, manifest] of Object.entries(asked)) {
    if (isAllowedBuild(manifest, allowedOrigins)) active[step] = manifest;
    else refuse(step, manifest);
  }

  if (JSON.stringify(active) !== JSON.stringify(kept))
    document.cookie = overrideCookie(active, location.protocol === 'https:');
  if (requests.length > 0) {
    url.searchParams.delete(OVERRIDE_PARAM);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return { active, refused };
}
