import {
  countByStatus,
  type BoardChangesView,
  type BoardCounts,
  type BoardRowView,
  type BoardSnapshotView,
} from '../../../../shared/contract/hr-board.ts';

/** What the live board page holds: the rows by candidate, and how its stream is doing. */
export interface BoardState {
  rows: Map<string, BoardRowView>;
  cohorts: string[];
  /** The server's clock minus this browser's, from the last message (0 before one). */
  serverOffsetMs: number;
  connection: 'connecting' | 'live' | 'reconnecting';
  loaded: boolean;
}

export type BoardAction =
  | { type: 'snapshot'; snapshot: BoardSnapshotView; receivedAt: number }
  | { type: 'changes'; changes: BoardChangesView; receivedAt: number }
  | { type: 'connection'; connection: BoardState['connection'] }
  | { type: 'reset' };

export const initialBoardState: BoardState = {
  rows: new Map(),
  cohorts: [],
  serverOffsetMs: 0,
  connection: 'connecting',
  loaded: false,
};

const offset = (serverTime: string, receivedAt: number) =>
  new Date(serverTime).getTime() - receivedAt;

/** A snapshot replaces the board; changes replace their rows and drop the removed ones. */
export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'snapshot':
      return {
        rows: new Map(action.snapshot.rows.map((row) => [row.candidateId, row])),
        cohorts: action.snapshot.cohorts,
        serverOffsetMs: offset(action.snapshot.serverTime, action.receivedAt),
        connection: 'live',
        loaded: true,
      };
    case 'changes': {
      const rows = new Map(state.rows);
      for (const row of action.changes.rows) rows.set(row.candidateId, row);
      for (const id of action.changes.removed) rows.delete(id);
      return {
        ...state,
        rows,
        serverOffsetMs: offset(action.changes.serverTime, action.receivedAt),
        connection: 'live',
      };
    }
    case 'connection':
      return { ...state, connection: action.connection };
    case 'reset':
      return initialBoardState;
  }
}

/** The rows by name (then id, so equal names keep their places). */
export function sortedRows(rows: Map<string, BoardRowView>): BoardRowView[] {
  return [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.candidateId.localeCompare(b.candidateId),
  );
}

export const countsOf = (rows: Map<string, BoardRowView>): BoardCounts =>
  countByStatus(rows.values());
