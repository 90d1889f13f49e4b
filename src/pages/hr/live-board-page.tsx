import { useMemo, useState } from 'react';
import type { BoardStatus } from '../../../shared/contract/hr-board.ts';
import { officeToday } from '../../features/hr/board/board-api.ts';
import { BoardCounts } from '../../features/hr/board/board-counts.tsx';
import { countsOf, sortedRows } from '../../features/hr/board/board-state.ts';
import { BoardTable } from '../../features/hr/board/board-table.tsx';
import { boardStatusWords } from '../../features/hr/board/board-words.ts';
import { ChoiceFilter, DayInput } from '../../features/hr/kit/list-controls.tsx';
import { useListQuery } from '../../features/hr/kit/use-list-query.ts';
import { queryFields } from '../../features/hr/kit/query-fields.ts';
import { useLiveBoard } from '../../features/hr/board/use-live-board.ts';
import { useNow } from '../../hooks/use-now.ts';

const defaults = { cohort: '', day: '' };

const connectionWords = {
  connecting: 'Connecting…',
  live: 'Live: changes appear as they happen.',
  reconnecting: 'Connection lost. Reconnecting… (the board catches up by itself)',
};

/**
 * `/hr/board`: every candidate of a drive (cohort) or a day, as they take their tests, updated
 * without a reload. With neither chosen, today's candidates (the office's calendar); with a
 * cohort and no day, the whole drive.
 */
export default function LiveBoardPage() {
  const { values, update } = useListQuery(defaults);
  const field = queryFields(values, update);
  const today = officeToday();
  const day = values.cohort || values.day ? values.day : today;
  const board = useLiveBoard({ cohort: values.cohort, day });
  const [shown, setShown] = useState<BoardStatus | null>(null);
  const now = useNow(1000) + board.serverOffsetMs;
  const rows = useMemo(() => sortedRows(board.rows), [board.rows]);
  const counts = useMemo(() => countsOf(board.rows), [board.rows]);
  const visible = shown ? rows.filter((row) => row.status === shown) : rows;
  const cohorts =
    board.cohorts.includes(values.cohort) || !values.cohort
      ? board.cohorts
      : [values.cohort, ...board.cohorts];
  return (
    <>
      <h1>Live board</h1>
      <p className="hr-muted">
        Every candidate of a drive or a day, as they take their tests. <strong>Offline</strong>:
        nothing heard from the device since the question&apos;s time ran out (and a short grace);
        <strong> sending from its buffer</strong>: an answer given while offline has just arrived.
        Open a candidate for the whole story.
      </p>
      <div className="hr-toolbar">
        <ChoiceFilter label="Drive" {...field('cohort')} choices={cohorts} all="Any drive" />
        <DayInput label="Day" value={day} onChange={(chosen) => update({ day: chosen })} />
      </div>
      {/* The drive's whole name: a phone's select shows only its first words. */}
      {values.cohort && <h2 className="hr-board-drive">{values.cohort}</h2>}
      <p className={`hr-board-connection hr-board-connection--${board.connection}`} role="status">
        {connectionWords[board.connection]}
      </p>
      {board.loaded ? (
        <>
          <BoardCounts counts={counts} shown={shown} onShow={setShown} />
          {visible.length > 0 ? (
            <BoardTable rows={visible} nowMs={now} />
          ) : (
            <p className="hr-muted">
              {shown
                ? `No candidate is ${boardStatusWords[shown].label.toLowerCase()}.`
                : 'No candidate on this board: choose another cohort or day.'}
            </p>
          )}
        </>
      ) : (
        <p role="status">Loading the board...</p>
      )}
    </>
  );
}
