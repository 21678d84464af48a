import { createRoot, type Root } from 'react-dom/client';
import { unloadApplication, type AppProps } from 'single-spa';
import { I18nextProvider, type i18n as I18n } from '@greencard/i18n';
import { announcePageProblem, reloadForStaleChunk, StepFailure, type StepServices } from '@greencard/step';

type Props = StepServices & AppProps;

type LifecycleFunction = (props: Props) => Promise<unknown>;

/** A step module's lifecycle (`./app`), as the shell calls it. */
interface StepLifecycle {
  bootstrap: LifecycleFunction;
  mount: LifecycleFunction;
  unmount: LifecycleFunction;
}

/** A step module's lifecycle as its remote exposes it: single-spa lets it leave bootstrap out. */
export type ExposedLifecycle = Omit<StepLifecycle, 'bootstrap'> & { bootstrap?: LifecycleFunction };

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
export function failedStepLifecycle(name: string, i18n: I18n) {
  let root: Root | undefined;
  return {
    bootstrap: () => Promise.resolve(),
    // single-spa takes a lifecycle's promise; a failed mount is its rejection, not a throw.
    // eslint-disable-next-line @typescript-eslint/require-await
    mount: async () => {
      const outlet = document.getElementById('step-outlet');
      if (!outlet) return;
      root = createRoot(outlet);
      root.render(
        <I18nextProvider i18n={i18n}>
          <StepFailure onRetry={() => void unloadApplication(name, { waitForUnmount: false })} />
        </I18nextProvider>,
      );
    },
    // single-spa takes a lifecycle's promise; a failed unmount is its rejection, not a throw.
    // eslint-disable-next-line @typescript-eslint/require-await
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
  };
}

/**
 * The step's own lifecycle, whose failure to start or to mount is shown in the step's place and reported, as a remote
 * that did not load is, instead of leaving a blank page: a build whose code throws is any team's, so the shell answers
 * for it.
 */
export function failingVisibly(name: string, step: ExposedLifecycle, i18n: I18n): StepLifecycle {
  let startFailure: unknown;
  let failed: ReturnType<typeof failedStepLifecycle> | undefined;
  return {
    bootstrap: async (props) => {
      try {
        await step.bootstrap?.(props);
      } catch (error) {
        startFailure = error ?? new Error(`The ${name} step did not start`);
      }
    },
    mount: async (props) => {
      try {
        // The step's own failure, as its bootstrap threw it, goes on to single-spa.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        if (startFailure !== undefined) throw startFailure;
        await step.mount(props);
      } catch (error) {
        reportStepFailure(name, error);
        // What the step rendered before it threw gives the outlet back.
        await Promise.resolve()
          .then(() => step.unmount(props))
          .catch(() => undefined);
        failed = failedStepLifecycle(name, i18n);
        await failed.mount();
      }
    },
    unmount: async (props) => {
      if (!failed) return step.unmount(props);
      await failed.unmount();
      failed = undefined;
    },
  };
}
