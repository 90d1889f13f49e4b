import { Component, type ReactNode } from 'react';

/**
 * What the visitor sees when a page cannot be shown: most often its code could not be fetched
 * (the connection dropped and did not come back within the retries of `loadChunk`). A plain
 * message with a way on, never a blank page or the router's developer screen. `standalone` when
 * the layout itself is what failed: the message then brings its own `<main>`.
 */
export function PageLoadError({ detail, standalone }: { detail: string; standalone?: boolean }) {
  const body = (
    <>
      <h1>This page could not be loaded</h1>
      <p>
        {navigator.onLine
          ? 'Part of the page did not arrive. Please try again.'
          : 'You are offline. Please try again when the connection returns.'}
      </p>
      <p>
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          Try again
        </button>{' '}
        <a href="/">Go to the home page</a>
      </p>
      <p className="route-error__detail">{detail}</p>
    </>
  );
  return standalone ? (
    <main id="main" className="main route-error">
      {body}
    </main>
  ) : (
    <div className="route-error">{body}</div>
  );
}

export function errorDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Catches what a part of the app throws while rendering and shows `PageLoadError` instead. */
export class ErrorGuard extends Component<
  { children: ReactNode; standalone?: boolean },
  { error: unknown; failed: boolean }
> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageLoadError detail={errorDetail(this.state.error)} standalone={this.props.standalone} />
    );
  }
}
