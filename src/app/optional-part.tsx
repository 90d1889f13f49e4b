import { Component, Suspense, type ReactNode } from 'react';

/**
 * A lazy part the page can live without (the toast host, the update prompt): shown when its code
 * has loaded, nothing while it loads, and nothing if it cannot load at all. Without this boundary
 * a chunk that failed for good would take the whole page down with it.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
