import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  /** A change (the path) clears the error: another screen of the remote may well work. */
  resetKey: string;
  /** What the section shows instead, given what was caught. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
  resetKey: string;
}

/**
 * Catches a remote that fails to load or throws while rendering, so only its own section shows
 * the fallback: the header, the menu and the other remotes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
