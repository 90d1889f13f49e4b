import type { AuditSort } from '../../../../shared/contract/hr-lists.ts';
import { companyWhen } from '../kit/company-time.ts';
import { fieldChanges } from './audit-changes.ts';
import { actionWordsOf, entityWordsOf } from '../../../../shared/audit-words.ts';
import type { AuditRowView } from '../../../../shared/contract/hr.ts';
import { sortableHeaders, type SortOrder } from '../kit/sortable-header.tsx';
import { DataTable } from '../kit/data-table.tsx';

/**
 * The audit log as a table: who, when, what, on what, why, and each field before and after.
 * Given `order` and `onSort`, when, who, what and on sort (on the server: a press asks again);
 * without them the headers are plain.
 */
export function AuditTable({
  rows,
  busy,
  order,
  onSort,
}: {
  rows: AuditRowView[];
  busy: boolean;
  order?: SortOrder<AuditSort>;
  onSort?: (order: SortOrder<AuditSort>) => void;
}) {
  // Without an order, the headers are plain: a label is a plain column header.
  const header = order && onSort ? sortableHeaders({ order, onSort }) : (label: string) => label;
  return (
    <DataTable
      label="Audit log"
      busy={busy}
      columns={[
        header('When', 'at'),
        header('Who', 'actor'),
        header('What', 'action'),
        header('On', 'entityType'),
        'Reason',
        'Before → after',
      ]}
    >
      {rows.map((row) => {
        const changes = fieldChanges(row.before, row.after, row.entityType);
        return (
          <tr key={row.id}>
            <td>{companyWhen(row.at)}</td>
            <td>
              {row.actor ? (row.actor.name ?? row.actor.email) : 'The server'}
              {row.actor?.name && row.actor.email && (
                <>
                  <br />
                  <span className="hr-muted">{row.actor.email}</span>
                </>
              )}
            </td>
            <td>{actionWordsOf(row.action)}</td>
            <td>
              {entityWordsOf(row.entityType)}
              {/* The subject by name; its id only when it has none (deleted, or a file). */}
              {row.subject ? (
                <>
                  : <strong>{row.subject}</strong>
                </>
              ) : (
                row.entityId && (
                  <>
                    <br />
                    <span className="hr-code hr-muted">{row.entityId}</span>
                  </>
                )
              )}
            </td>
            <td className="hr-table__wrap">{row.reason ?? '—'}</td>
            <td className="hr-table__wrap">
              {changes.length === 0 ? (
                '—'
              ) : (
                <ul className="hr-changes">
                  {changes.map((change) => (
                    <li key={change.key}>
                      {change.field}: {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
