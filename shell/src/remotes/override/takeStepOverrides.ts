import type { PageRegistry } from '../registry';
import { isAllowedBuild } from './allowedBuild';
import type { StepOverrides } from './currentOverrides';
import { overrideCookie, readOverrideCookie, type StepBuilds } from './overrideCookie';
import { parseOverrideRequest } from './overrideRequest';

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

/**
 * The registry with this browser's test builds in place of the steps' current ones. A test build is of a step of the
 * registry: one for a step it does not have is not loaded.
 */
export function withTestBuilds(registry: PageRegistry, builds: StepBuilds): PageRegistry {
  const next = { ...registry };
  for (const [step, manifest] of Object.entries(builds)) {
    const entry = next[step];
    // A test build is no release: the registry build's pinned hash is not its own (it runs unpinned, in one browser).
    if (entry) {
      const { integrity: _released, ...rest } = entry;
      next[step] = { ...rest, manifest };
    }
  }
  return next;
}
