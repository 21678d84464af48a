import { createRoot, type Root } from 'react-dom/client';
import { unloadApplication } from 'single-spa';
import { I18nextProvider, type i18n as I18n } from '@greencard/i18n';
import { StepFailure } from '@greencard/step';

/**
 * Stands in for a step whose remote could not be loaded: the buyer sees what happened and can retry, while the
 * header, footer and other pages keep working. Retrying unloads the step, so single-spa loads it afresh.
 */
export function failedStepLifecycle(name: string, i18n: I18n) {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
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
    unmount: async () => {
      root?.unmount();
      root = undefined;
    },
  };
}
