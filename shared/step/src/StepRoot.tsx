import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { createInsurerClient } from '@greencard/api';
import { assertJourneyCompatible, type InjectableSlice } from '@greencard/store';
import { addTranslations, awaitArrival, useTranslation, type i18n, type TextLoader } from '@greencard/i18n';
import { Button, ErrorMessage } from '@greencard/ui';
import { StepProviders, type StepEnvironment, type StepServices } from './context';
import { announcePageProblem } from './pageProblems';
import { reloadForStaleChunk } from './staleChunk';
import { useLocale } from './useLocale';

export interface StepDefinition {
  /** The remote's federation name (calculator, contract, ...). */
  name: string;
  /** The journey contract's major this step was built against (webpack defines it as __JOURNEY_MAJOR__). */
  journeyMajor: number;
  /** The step's private slices, injected into the shell's store on mount. */
  slices?: InjectableSlice[];
  /** The step's own i18n namespace, a chunk per language (lazyTexts): loaded before the step renders (loadStepTexts). */
  translations?: { ns: string; load: TextLoader };
  Root: ComponentType;
  /** The build identity webpack defines as __STEP_BUILD__; shown as data-step-build so QA can see what is live. */
  build?: string;
}

/**
 * Checks the journey contract before the step touches the shared store: a step built for another major gets none
 * of its slices in (nor its texts, see loadStepTexts), so it cannot misread or corrupt the journey. The insurer
 * client is the step's own, made here from the shop config.
 */
function mountStep(step: StepDefinition, services: StepServices) {
  const environment: StepEnvironment = {
    ...services,
    // The step's own client: the API package is built into each step, so the client is too; its base URL comes from the
    // shop config here, once, and no call passes it again.
    client: createInsurerClient({ baseURL: services.config.apiBaseUrl }),
  };
  // Why the step must not run in this shop, if it must not.
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
 * message in place of the step and the reason in the console, while the rest of the page keeps working.
 */
export function StepRoot({ step, services }: { step: StepDefinition; services: StepServices }) {
  const [{ environment, refusal }] = useState(() => mountStep(step, services));
  const refused = refusal !== undefined;
  return (
    <StepProviders services={environment}>
      <div className="step" data-step={step.name} data-step-build={step.build}>
        <StepErrorBoundary
          step={step.name}
          fallback={(retry) => (refused ? <StepRefused /> : <StepFailure onRetry={retry} />)}
        >
          {refused ? <Refuse reason={refusal} /> : <step.Root />}
        </StepErrorBoundary>
      </div>
    </StepProviders>
  );
}

/** Why this shop must not run the step (it was built for another journey major), or undefined when it may. */
function journeyRefusal(step: Pick<StepDefinition, 'journeyMajor'>): unknown {
  try {
    assertJourneyCompatible(step.journeyMajor);
    return undefined;
  } catch (refusal) {
    return refusal ?? new Error('The step was built for another journey');
  }
}

/**
 * Loads a step's texts in the page's language before it renders, in the browser and on the server alike, so its
 * first render is translated and matches the server's. A step built for another journey major gets none: it only
 * shows the refusal, in the shared texts.
 */
export async function loadStepTexts(step: StepDefinition, i18n: i18n): Promise<void> {
  if (!step.translations || journeyRefusal(step) !== undefined) return;
  await addTranslations(i18n, step.translations.ns, step.translations.load);
}

interface Props {
  /** The step whose failure it is: reported as that step's (docs/operations.md). */
  step: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a step's failure inside the step: the shell's header and footer stay usable, and the buyer can retry. The
 * failure is reported as the step's (a stale chunk reloads the page instead), so a build that throws where it
 * renders is counted as one that failed to load.
 */
export class StepErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (!reloadForStaleChunk(error)) announcePageProblem({ kind: 'step_load_failed', where: this.props.step });
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** The message and retry button shown in place of a step that failed (to load, or while rendering). */
export function StepFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="step-failure" aria-labelledby="step-failure-title">
      <h1 id="step-failure-title">{t('remoteFailed.title')}</h1>
      <ErrorMessage>{t('remoteFailed.text')}</ErrorMessage>
      <Button
        onClick={() => {
          // The button goes with the failure: the focus moves on to the step's heading once it shows, as on arrival
          // at a page, instead of falling to the page's body.
          awaitArrival(window.location.pathname, document.getElementById('step-failure-title'));
          onRetry();
        }}
      >
        {t('retry')}
      </Button>
    </section>
  );
}

// Kept in the step's own build, not in the shell's texts: a step is refused exactly when the shell is not the one
// it was built for, and that shell may not have them.
const TEXTS = {
  uk: { title: 'Ця частина магазину оновлюється', text: 'Будь ласка, оновіть сторінку за кілька хвилин.' },
  en: { title: 'This part of the shop is being updated', text: 'Please reload the page in a few minutes.' },
};

/** Shown in place of a step built for another journey contract than the shop runs: retrying would not help. */
function StepRefused() {
  const text = TEXTS[useLocale()];
  return (
    <section className="step-failure" aria-labelledby="step-refused-title">
      <h1 id="step-refused-title">{text.title}</h1>
      <ErrorMessage>{text.text}</ErrorMessage>
    </section>
  );
}
