import { useEffect, useState } from 'react';
import type { CandidateProgress } from '../../../shared/contract/interview-responses.ts';
import { fetchProgress } from './interview-api.ts';

export type ProgressState =
  | { status: 'loading' }
  | { status: 'ready'; progress: CandidateProgress }
  /** Offline or failing: the page shows what it can without it. */
  | { status: 'unavailable' };

/** Where the candidate stands in each round, asked of the server when the page opens. */
export function useCandidateProgress(token: string): ProgressState {
  const [state, setState] = useState<ProgressState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchProgress(token).then(
      (progress) => current && setState({ status: 'ready', progress }),
      () => current && setState({ status: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
