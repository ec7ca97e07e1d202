import { Component, type ReactNode } from 'react';
import { ErrorLayout } from '../layout/ErrorLayout';

/**
 * A screen that fails to load or to prepare its data shows the error layout (as
 * it does when a screen's data preload fails).
 */
export class ScreenBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    // Navigating elsewhere gives the next screen a fresh chance.
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  render() {
    if (this.state.failed) return <ErrorLayout title="app.errors.screen_failed_title" text="app.errors.screen_failed_text" />;
    return this.props.children;
  }
}
