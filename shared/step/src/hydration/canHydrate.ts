import { hasSavedProgress } from '@greencard/store';

/** The outlet holds the server's rendering of this very build of the step, and nothing else. */
function holdsServerRendering(outlet: Element, step: { name: string; build?: string }): boolean {
  const rendered = outlet.firstElementChild;
  return (
    rendered instanceof HTMLElement &&
    outlet.children.length === 1 &&
    rendered.dataset.step === step.name &&
    rendered.dataset.stepBuild === step.build
  );
}

/**
 * A step takes the server's HTML over only when it is this build's (not another release's, not before a test build)
 * and the browser keeps nothing that would make its first render differ from what the server rendered.
 */
export const canHydrate = (outlet: Element, step: { name: string; build?: string }): boolean =>
  holdsServerRendering(outlet, step) && !hasSavedProgress();
