import { createRoot, type Root } from 'react-dom/client';
import { unloadApplication, type AppProps } from 'single-spa';
import { I18nextProvider, type i18n as I18n } from '@greencard/i18n';
import { announcePageProblem, reloadForStaleChunk, StepFailure, type StepServices } from '@greencard/step';

type Props = StepServices & AppProps;

type LifecycleFunction = (props: Props) => Promise<unknown>;

/** A step module's lifecycle (`./app`) as its remote exposes it: single-spa lets it leave bootstrap out. */
export interface ExposedLifecycle {
  bootstrap?: LifecycleFunction;
  mount: LifecycleFunction;
  unmount: LifecycleFunction;
}

/**
 * A step that failed (its remote not loaded, its lifecycle throwing): said on the console and reported to the shop
 * (docs/operations.md), or, for a chunk gone after a redeploy, a reload of the page (at most once a minute, rules §2).
 */
export function reportStepFailure(name: string, error: unknown) {
  console.error(`The ${name} step could not be loaded`, error);
  if (!reloadForStaleChunk(error)) announcePageProblem({ kind: 'step_load_failed', where: name });
}

/**
 * Stands in for a step that could not be loaded or mounted: the buyer sees what happened and can retry, while the
 * header, footer and other pages keep working. Retrying unloads the step, so single-spa loads and mounts it afresh;
 * what the buyer typed is in the shop's store and its form snapshots, which neither touches.
 */
function showFailure(name: string, i18n: I18n): Root | undefined {
  const outlet = document.getElementById('step-outlet');
  if (!outlet) return undefined;
  const root = createRoot(outlet);
  root.render(
    <I18nextProvider i18n={i18n}>
      <StepFailure onRetry={() => void unloadApplication(name, { waitForUnmount: false })} />
    </I18nextProvider>,
  );
  return root;
}

/**
 * The step's lifecycle, whose failure to start or to mount is shown in the step's place and reported, as a remote
 * that did not load (no `step`, reported as it failed) is, instead of leaving a blank page: a build whose code throws
 * is any team's, so the shell answers for it.
 */
export function failingVisibly(
  name: string,
  step: ExposedLifecycle | undefined,
  i18n: I18n,
): Required<ExposedLifecycle> {
  let started: Promise<unknown> | undefined;
  let failure: Root | undefined;
  return {
    // The step's own bootstrap runs as it first mounts: one that threw to single-spa would leave the page blank.
    bootstrap: () => Promise.resolve(),
    mount: async (props: Props) => {
      if (step) {
        try {
          started ??= Promise.resolve().then(() => step.bootstrap?.(props));
          await started;
          return await step.mount(props);
        } catch (error) {
          reportStepFailure(name, error);
          // What the step rendered before it threw gives the outlet back.
          await Promise.resolve()
            .then(() => step.unmount(props))
            .catch(() => undefined);
        }
      }
      failure = showFailure(name, i18n);
    },
    unmount: async (props: Props) => {
      if (!failure) return step?.unmount(props);
      failure.unmount();
      failure = undefined;
    },
  };
}
