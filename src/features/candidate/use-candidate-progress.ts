import { useCallback, useEffect, useState } from 'react';
import type { CandidateProgress } from '../../../shared/contract/interview-responses.ts';
import { fetchProgress } from './interview-api.ts';

export type ProgressState =
  | { status: 'loading' }
  | { status: 'ready'; progress: CandidateProgress }
  /** Offline or failing: the page shows what it can without it. */
  | { status: 'unavailable' };

/**
 * Where the candidate stands in each round, asked of the server when the page opens, and again on
 * `reload` (a notice that changed while the candidate read it).
 */
export function useCandidateProgress(token: string): ProgressState & { reload: () => void } {
  const [state, setState] = useState<ProgressState>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let current = true;
    fetchProgress(token).then(
      (progress) => current && setState({ status: 'ready', progress }),
      () => current && setState({ status: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [token, asked]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAsked((n) => n + 1);
  }, []);
  return { ...state, reload };
}
