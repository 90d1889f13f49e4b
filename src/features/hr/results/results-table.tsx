import { Link } from 'react-router-dom';
import type { ResultRowView, ResultSort } from '../../../../shared/contract/hr.ts';
import { companyWhen } from '../kit/company-time.ts';
import { decisionWordsOf } from '../report/decision-words.ts';
import { CandidateStatusBadge, testTypeLabels } from '../candidates/candidate-status.tsx';
import { endingLabel, percentWords } from './ending-words.ts';
import { reportHref } from '../report/report-api.ts';
import { durationWords } from '../../../../shared/time-format.ts';
import { sortableHeaders, type ServerSorting } from '../kit/sortable-header.tsx';
import { DataTable } from '../kit/data-table.tsx';

const when = (iso: string | null) => (iso ? companyWhen(iso) : '—');

function ScoreCell({ row }: { row: ResultRowView }) {
  if (row.scorePercent === null) return <>—</>;
  return (
    <>
      {percentWords(row.scorePercent)}
      <span className="hr-muted">
        {' '}
        ({row.right} right, {row.wrong} wrong)
      </span>
    </>
  );
}

function FlagsCell({ row }: { row: ResultRowView }) {
  const notes = [
    row.lateAnswers > 0 &&
      `${row.lateAnswers} late answer${row.lateAnswers === 1 ? '' : 's'} to decide`,
    row.offlineSeconds > 0 && `offline ${durationWords(row.offlineSeconds * 1000)}`,
  ].filter(Boolean);
  return (
    <>
      {row.flagged && <span className="hr-badge hr-badge--warning">Flagged</span>}{' '}
      {notes.join(', ') || (row.flagged ? '' : '—')}
    </>
  );
}

function practicalWords(row: ResultRowView): string {
  if (row.practicalStatus === null) return '—';
  if (row.practicalStatus === 'not-started') return 'Not started';
  if (row.practicalStatus === 'in-progress') return 'Under way';
  return row.practicalLateSeconds
    ? `Submitted, ${durationWords(row.practicalLateSeconds * 1000)} late`
    : 'Submitted on time';
}

/**
 * One page of results. Sorting happens on the server; each candidate's name opens their attempt
 * report. Wide: it scrolls inside its own labelled region, which the keyboard can reach.
 */
export function ResultsTable({
  rows,
  order,
  onSort,
  busy,
}: ServerSorting<ResultSort> & {
  rows: ResultRowView[];
  busy: boolean;
}) {
  const header = sortableHeaders({ order, onSort });
  return (
    <DataTable
      label="Results"
      busy={busy}
      columns={[
        header('Name', 'name'),
        'Test',
        'Status',
        header('Started', 'startedAt'),
        header('Submitted', 'submittedAt'),
        'Ended',
        header('Score', 'scorePercent'),
        'Passed',
        'Flags',
        'Practical',
        'Decision',
      ]}
    >
      {rows.map((row) => (
        <tr key={row.candidateId}>
          <td>
            <Link to={reportHref(row.candidateId)}>{row.name}</Link>
            {row.email && <div className="hr-muted">{row.email}</div>}
          </td>
          <td>
            {testTypeLabels[row.testType]}
            {/* Which test, judged by its own mark: a season mixes several. */}
            <div className="hr-muted">{row.assessment}</div>
          </td>
          <td>
            <CandidateStatusBadge status={row.status} />
          </td>
          <td>{when(row.startedAt)}</td>
          <td>{when(row.submittedAt)}</td>
          <td>{row.submitReason ? endingLabel(row.submitReason) : '—'}</td>
          <td>
            <ScoreCell row={row} />
          </td>
          <td>{row.passed === null ? '—' : row.passed ? 'Yes' : 'No'}</td>
          <td>
            <FlagsCell row={row} />
          </td>
          <td>{practicalWords(row)}</td>
          <td>
            {row.decision ? decisionWordsOf(row.decision) : '—'}
            {row.reviewer && <div className="hr-muted">by {row.reviewer}</div>}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
