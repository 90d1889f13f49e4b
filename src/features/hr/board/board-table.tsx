import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { BoardRowView } from '../../../../shared/contract/hr-board.ts';
import { DataTable } from '../kit/data-table.tsx';
import { agoWords, boardDetail, boardStatusWords } from './board-words.ts';
import { testTypeLabels } from '../candidates/candidate-status.tsx';
import { reportHref } from '../report/report-api.ts';

/** One candidate's row; `nowMs` is the server's time as this browser reckons it. */
const BoardRow = memo(function BoardRow({ row, nowMs }: { row: BoardRowView; nowMs: number }) {
  const { label, tone } = boardStatusWords[row.status];
  return (
    <tr>
      <td>
        <Link to={reportHref(row.candidateId)}>{row.name}</Link>
        <div className="hr-muted">
          {row.oneTimeId} · {testTypeLabels[row.testType]}
        </div>
      </td>
      <td>
        <span className={`hr-badge ${tone}`}>{label}</span>
        <div>{boardDetail(row, nowMs)}</div>
      </td>
      <td>{row.lastHeardAt ? agoWords(row.lastHeardAt, nowMs) : 'Not yet'}</td>
    </tr>
  );
});

/**
 * The board's candidates, each linking to their attempt report. Wide on a phone, so it scrolls
 * inside its own labelled, focusable region rather than the page.
 */
export function BoardTable({ rows, nowMs }: { rows: BoardRowView[]; nowMs: number }) {
  return (
    <DataTable
      label="Live board"
      className="hr-board-table"
      columns={['Candidate', 'Status', 'Last heard']}
    >
      {rows.map((row) => (
        <BoardRow key={row.candidateId} row={row} nowMs={nowMs} />
      ))}
    </DataTable>
  );
}
