import { Component, type ErrorInfo, type ReactNode } from 'react'
import { LoadErrorView } from '../feedback/load-error-view.tsx'

interface Props {
  children: ReactNode
  /** A new key (the location) clears the error, so moving to another page recovers. */
  resetKey: string
  fullPage?: boolean
}

interface State {
  error: unknown
  resetKey: string
}

/** Catches a failed or timed-out lazy chunk (and any render error) below it. */
export class LoadErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept as a warning: a stale deploy or a flaky network is expected and handled by the view.
    console.warn('page failed to load', error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <LoadErrorView fullPage={this.props.fullPage ?? false} />
    return this.props.children
  }
}
