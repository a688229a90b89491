import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  /** A change (the path) clears the error: another screen of the remote may well work. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a remote that fails to load or throws while rendering, so only its own section shows
 * the fallback: the header, the menu and the other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
