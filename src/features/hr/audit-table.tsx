import { formatWhen } from '../candidate/when.ts';
import { fieldChanges } from './audit-changes.ts';
import type { AuditRow } from './hr-api-types.ts';

/** The audit log as a table: who, when, what, on what, why, and each field before and after. */
export function AuditTable({ rows, busy }: { rows: AuditRow[]; busy: boolean }) {
  return (
    <div className="hr-table-region" role="region" aria-label="Audit log" tabIndex={0}>
      <table className={`hr-table${busy ? ' hr-table--busy' : ''}`} aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">On</th>
            <th scope="col">Reason</th>
            <th scope="col">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const changes = fieldChanges(row.before, row.after);
            return (
              <tr key={row.id}>
                <td>{formatWhen(row.at)}</td>
                <td>{row.actor?.email ?? 'the server'}</td>
                <td className="hr-code">{row.action}</td>
                <td>
                  {row.entityType}
                  {row.entityId && (
                    <>
                      <br />
                      <span className="hr-code hr-muted">{row.entityId}</span>
                    </>
                  )}
                </td>
                <td className="hr-table__wrap">{row.reason ?? '—'}</td>
                <td className="hr-table__wrap">
                  {changes.length === 0 ? (
                    '—'
                  ) : (
                    <ul className="hr-changes">
                      {changes.map((change) => (
                        <li key={change.field}>
                          <span className="hr-code">{change.field}</span>: {change.before} →{' '}
                          {change.after}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
