import { useState, type ComponentType } from 'react';
import type { InjectableSlice } from '@greencard/store';
import { reportTextsFailure, type TextLoader } from '@greencard/i18n';
import { StepProviders, type StepEnvironment, type StepServices } from './context';
import { StepErrorBoundary } from './StepErrorBoundary';
import { StepFailure } from './StepFailure';
import { StepRefused } from './StepRefused';
import { journeyRefusal } from './journeyRefusal';
import { createStepClient } from './stepClient';
import { loadStepTexts } from './stepTexts';

export interface StepDefinition {
  /** The remote's federation name (calculator, contract, ...). */
  name: string;
  /** The journey contract's major this step was built against (webpack defines it as __JOURNEY_MAJOR__). */
  journeyMajor: number;
  /** The step's private slices, injected into the shell's store on mount. */
  slices?: InjectableSlice[];
  /** The step's own i18n namespace, a chunk per language (lazyTexts): loaded before the step renders (stepTexts.ts). */
  translations?: { ns: string; load: TextLoader };
  Root: ComponentType;
  /** The build identity webpack defines as __STEP_BUILD__; shown as data-step-build so QA can see what is live. */
  build?: string;
  /** Where the shell mounts steps. */
  domElementId?: string;
}

interface MountedStep {
  environment: StepEnvironment;
  /** Why the step must not run in this shop, if it must not. */
  refusal?: unknown;
}

/**
 * Checks the journey contract before the step touches the shared store: a step built for another major gets none
 * of its slices in (nor its texts, see stepTexts.ts), so it cannot misread or corrupt the journey. The insurer
 * client is the step's own, made here from the shop config.
 */
function mountStep(step: StepDefinition, services: StepServices): MountedStep {
  const environment: StepEnvironment = {
    store: services.store,
    i18n: services.i18n,
    config: services.config,
    client: createStepClient(services.config),
  };
  const refusal = journeyRefusal(step);
  if (refusal !== undefined) return { environment, refusal };
  for (const slice of step.slices ?? []) services.store.injectSlice(slice);
  return { environment };
}

/** Throws the refusal where the step would render, so it takes the same path as any failure of the step. */
function Refuse({ reason }: { reason: unknown }): never {
  throw reason;
}

/**
 * A step as the page holds it, in the browser and on the server alike: inside the shared providers and an error
 * boundary, marked with its name and build. A step built for another journey major is refused there, with its own
 * message in place of the step and the reason in the console, while the rest of the page keeps working. A step whose
 * texts could not be loaded (`textsFailure`) shows the failure, and its retry loads them again before the step renders.
 */
export function StepRoot({
  step,
  services,
  textsFailure,
}: {
  step: StepDefinition;
  services: StepServices;
  textsFailure?: unknown;
}) {
  const [{ environment, refusal }] = useState(() => mountStep(step, services));
  const [failure, setFailure] = useState(textsFailure);
  const refused = refusal !== undefined;
  const retryFor = (retry: () => void) =>
    failure === undefined
      ? retry
      : () =>
          void loadStepTexts(step, services.i18n).then(() => {
            setFailure(undefined);
            retry();
          }, reportTextsFailure);
  return (
    <StepProviders services={environment}>
      <div className="step" data-step={step.name} data-step-build={step.build}>
        <StepErrorBoundary
          step={step.name}
          fallback={(retry) => (refused ? <StepRefused /> : <StepFailure onRetry={retryFor(retry)} />)}
        >
          {refused ? <Refuse reason={refusal} /> : failure !== undefined ? <Refuse reason={failure} /> : <step.Root />}
        </StepErrorBoundary>
      </div>
    </StepProviders>
  );
}
