import { Component, type ReactNode } from 'react';
import { announcePageProblem } from './pageProblems';
import { reloadForStaleChunk } from './staleChunk';

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
