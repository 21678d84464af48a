import React, { useState, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { InjectableSlice } from '@greencard/store';
import { assertJourneyCompatible } from '@greencard/store';
import { addTranslations } from '@greencard/i18n';
import { StepProviders, type StepServices } from './context';
import { StepErrorBoundary } from './StepErrorBoundary';
import { StepFailure } from './StepFailure';
import { reloadForStaleChunk } from './staleChunk';

export interface StepDefinition {
  /** The remote's federation name (calculator, contract, ...). */
  name: string;
  /** The journey slice major version this step was built against (DECISIONS 11). */
  journeyMajor: number;
  /** The step's private slices, injected into the shell's store on mount. */
  slices?: InjectableSlice[];
  /** The step's own i18n namespace. */
  translations?: { ns: string; uk: Record<string, unknown>; en: Record<string, unknown> };
  Root: ComponentType;
  /** The build identity webpack defines as __STEP_BUILD__; shown as data-step-build so QA can see what is live. */
  build?: string;
  /** Where the shell mounts steps. */
  domElementId?: string;
}

type LifecycleProps = StepServices & { name: string };

/**
 * The single-spa lifecycle every step module exports as `./app`. It refuses to mount against a journey of another
 * major version (a clear error instead of misreading state), injects the step's slices and texts, and renders the
 * step inside the shared providers and an error boundary.
 */
export function createStepLifecycle(step: StepDefinition) {
  function StepRoot(props: LifecycleProps) {
    const [services] = useState<StepServices>(() => {
      assertJourneyCompatible(step.journeyMajor);
      for (const slice of step.slices ?? []) props.store.injectSlice(slice);
      if (step.translations) addTranslations(props.i18n, step.translations.ns, step.translations);
      return { store: props.store, i18n: props.i18n, api: props.api, config: props.config };
    });
    return (
      <StepProviders services={services}>
        <div className="step" data-step={step.name} data-step-build={step.build}>
          <StepErrorBoundary fallback={(retry) => <StepFailure onRetry={retry} />}>
            <step.Root />
          </StepErrorBoundary>
        </div>
      </StepProviders>
    );
  }

  return singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: StepRoot,
    domElementGetter: () => {
      const outlet = document.getElementById(step.domElementId ?? 'step-outlet');
      if (!outlet) throw new Error(`The shell has no #${step.domElementId ?? 'step-outlet'} element`);
      return outlet;
    },
    errorBoundary: (error: Error) => {
      reloadForStaleChunk(error);
      return <p role="alert">{error.message}</p>;
    },
  });
}
