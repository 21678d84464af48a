import { Component, type ReactNode } from 'react';
import { reloadForStaleChunk } from './staleChunk';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a step's failure inside the step: the shell's header and footer stay usable, and the buyer can retry. */
export class StepErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reloadForStaleChunk(error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
