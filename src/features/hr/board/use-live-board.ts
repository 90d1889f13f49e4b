import { useEffect, useReducer } from 'react';
import { backoffDelay } from '../../../../shared/backoff.ts';
import {
  boardStreamEvents,
  type BoardChangesView,
  type BoardSnapshotView,
} from '../../../../shared/contract/hr-board.ts';
import { boardStreamUrl, getBoard, type BoardQuery } from './board-api.ts';
import { boardReducer, initialBoardState, type BoardState } from './board-state.ts';
import { hrStatus } from '../kit/hr-http.ts';

/**
 * The live board of `query` (null: none chosen), kept up to date by the server's event stream.
 * A dropped connection is EventSource's own to reconnect: it sends the last event's id and the
 * server replays what changed since (or a fresh snapshot after a long gap), while the page says
 * it is reconnecting. A stream the server refused (EventSource then gives up: a 401, a proxy's
 * 502 during a deploy) is asked for again as JSON after a back-off: a 401 there shows the
 * sign-in form (the console's usual "session ended"), anything else opens a new stream.
 */
export function useLiveBoard(query: BoardQuery | null): BoardState {
  const [state, dispatch] = useReducer(boardReducer, initialBoardState);
  // The query as values: a new object with the same ones keeps the stream.
  const chosen = query !== null;
  const cohort = query?.cohort ?? '';
  const day = query?.day ?? '';

  useEffect(() => {
    dispatch({ type: 'reset' });
    if (!chosen) return;
    const asked = { cohort, day };
    const url = boardStreamUrl(asked);
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const open = () => {
      source = new EventSource(url);
      source.addEventListener(boardStreamEvents.snapshot, (event) => {
        failures = 0;
        dispatch({
          type: 'snapshot',
          snapshot: JSON.parse((event as MessageEvent<string>).data) as BoardSnapshotView,
          receivedAt: Date.now(),
        });
      });
      source.addEventListener(boardStreamEvents.rows, (event) => {
        dispatch({
          type: 'changes',
          changes: JSON.parse((event as MessageEvent<string>).data) as BoardChangesView,
          receivedAt: Date.now(),
        });
      });
      // A resumed stream sends no snapshot: being open again is being live again.
      source.addEventListener('open', () => dispatch({ type: 'connection', connection: 'live' }));
      source.addEventListener(boardStreamEvents.sessionEnded, () => {
        source?.close();
        void recover();
      });
      source.addEventListener('error', () => {
        dispatch({ type: 'connection', connection: 'reconnecting' });
        if (source?.readyState === EventSource.CLOSED) scheduleRecovery();
      });
    };

    const scheduleRecovery = () => {
      failures += 1;
      retry = setTimeout(() => void recover(), backoffDelay(failures, 1000, 30_000));
    };

    const recover = async () => {
      if (stopped) return;
      try {
        const snapshot = await getBoard(asked);
        if (stopped) return;
        dispatch({ type: 'snapshot', snapshot, receivedAt: Date.now() });
        open();
      } catch (error) {
        // A 401 has shown the sign-in form already (hr-http's session-ended listeners).
        if (!stopped && hrStatus(error) !== 401) scheduleRecovery();
      }
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [chosen, cohort, day]);

  return state;
}
