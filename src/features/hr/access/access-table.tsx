import type { AccessLogRowView, AccessLogSort } from '../../../../shared/contract/hr-privacy.ts';
import { Link } from 'react-router-dom';
import { companyWhen } from '../kit/company-time.ts';
import { reportHref } from '../report/report-api.ts';
import { DataTable } from '../kit/data-table.tsx';
import { sortableHeaders, type SortOrder } from '../kit/sortable-header.tsx';
import { accessActionWordsOf } from './access-words.ts';

/** Whose data a row names: the person by name (with a link to their report), or an export's count. */
function Whose({ row }: { row: AccessLogRowView }) {
  if (row.subjectType === 'candidates')
    return (
      <>
        {row.people} candidate{row.people === 1 ? '' : 's'}
        {typeof row.detail?.part === 'number' && (
          <span className="hr-muted"> (part {row.detail.part} of an export)</span>
        )}
      </>
    );
  if (row.subjectType === 'candidate' && row.subjectId)
    return (
      <>
        <Link to={reportHref(row.subjectId)}>{row.subjectName ?? 'Candidate'}</Link>
        <br />
        <span className="hr-code hr-muted">{row.subjectId}</span>
      </>
    );
  return <>{row.subjectName ?? row.subjectId ?? '—'}</>;
}

/** The access log as a table: when, who, what was read, whose. Sorted on the server. */
export function AccessTable({
  rows,
  busy,
  order,
  onSort,
}: {
  rows: AccessLogRowView[];
  busy: boolean;
  order: SortOrder<AccessLogSort>;
  onSort: (order: SortOrder<AccessLogSort>) => void;
}) {
  const header = sortableHeaders({ order, onSort });
  return (
    <DataTable
      label="Access log"
      busy={busy}
      columns={[header('When', 'at'), header('Who', 'staff'), header('What', 'action'), 'Whose']}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>{companyWhen(row.at)}</td>
          <td>{row.staff.email ?? '—'}</td>
          <td>{accessActionWordsOf(row.action)}</td>
          <td className="hr-table__wrap">
            <Whose row={row} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
