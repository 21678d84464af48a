import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hasSavedProgress } from '@greencard/store';
import type { StepServices } from './context';
import { loadStepTexts, StepRoot, type StepDefinition } from './StepRoot';
import { reportHydrationError } from './hydration/reportHydrationError';

export type { StepDefinition } from './StepRoot';

function stepOutlet(): HTMLElement {
  const outlet = document.getElementById('step-outlet');
  if (!outlet) throw new Error('The shell has no #step-outlet element');
  return outlet;
}

/**
 * A step takes the server's HTML over only when the outlet holds the server's rendering of this very build of the step
 * and nothing else (not another release's, not before a test build), and the browser keeps nothing that would make its
 * first render differ from what the server rendered.
 */
function canHydrate(outlet: HTMLElement, step: StepDefinition): boolean {
  const rendered = outlet.firstElementChild;
  return (
    rendered instanceof HTMLElement &&
    outlet.children.length === 1 &&
    rendered.dataset.step === step.name &&
    rendered.dataset.stepBuild === step.build &&
    !hasSavedProgress()
  );
}

/**
 * Marks the outlet with the step's name once React has committed the step there, taken over or rendered afresh: from
 * then on React handles what the buyer does on it. Between the call to hydrateRoot and that commit a tap on the
 * server's HTML is dropped (React can only replay it once it holds the page), so the page's early-taps script and the
 * end-to-end tests wait for this mark (docs/server-rendering.md, "Before the page hydrates").
 */
function MountedMark({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * The single-spa lifecycle every step module exports as `./app`. The first mount takes over the step's HTML the
 * server sent when it is this build's and the browser holds nothing that would change it (hydration); otherwise
 * the step renders afresh in the outlet.
 */
export function createStepLifecycle(step: StepDefinition) {
  // The page has one outlet, so a step has one root at a time.
  let root: Root | undefined;
  return {
    bootstrap: () => Promise.resolve(),
    mount: async (props: StepServices) => {
      // The page's language chunk, announced by the shop server with the step's other files. One that cannot be
      // loaded fails the mount, as a step that cannot be loaded does: the shell shows the failure with a retry, which
      // mounts the step afresh (or reloads the page for a chunk gone after a redeploy).
      await loadStepTexts(step, props.i18n);
      const outlet = stepOutlet();
      const markMounted = () => {
        outlet.dataset.mountedStep = step.name;
      };
      // The mark renders nothing, so the tree matches the server's HTML (StepRoot alone).
      const element = (
        <>
          <StepRoot step={step} services={props} />
          <MountedMark onMounted={markMounted} />
        </>
      );
      if (canHydrate(outlet, step)) {
        // In slices, giving way to the browser between them, as the shell takes its frame over (docs/performance.md).
        startTransition(() => {
          root = hydrateRoot(outlet, element, { onRecoverableError: reportHydrationError(step.name) });
        });
      } else {
        root = createRoot(outlet);
        root.render(element);
      }
    },
    // single-spa takes a lifecycle's promise; a failed unmount is its rejection, not a throw.
    // eslint-disable-next-line @typescript-eslint/require-await
    unmount: async () => {
      root?.unmount();
      root = undefined;
      delete stepOutlet().dataset.mountedStep;
    },
  };
}
