/**
 * Catches a render crash inside a remote's React root and hands it to the shell, which owns the
 * fallback UI; the remote renders nothing further itself.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: Error) => void;
  children: ReactNode;
}

export class ParcelErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
