import type { ReactNode } from 'react';
import type { HrData } from './use-hr-data.ts';

/** A refusal or failure in words, read out at once; nothing while there is none. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="hr-alert hr-alert--error" role="alert">
      {message}
    </p>
  );
}

/**
 * What a console section shows of what it loads: a failure first, then the data (the last
 * answer stays while the next loads, so nothing blinks), or until the first answer the loading
 * words, unless that first load failed.
 */
export function LoadState<T>({
  state,
  loading,
  children,
}: {
  state: Pick<HrData<T>, 'data' | 'error'>;
  /** The status line until the first answer ("Loading the settings..."). */
  loading: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <ErrorAlert message={state.error} />
      {state.data !== undefined
        ? children(state.data)
        : !state.error && <p role="status">{loading}</p>}
    </>
  );
}
