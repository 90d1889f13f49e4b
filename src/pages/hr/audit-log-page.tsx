import type { AuditSort, SortDirection } from '../../../shared/contract/hr-lists.ts';
import { AuditTable } from '../../features/hr/audit/audit-table.tsx';
import { auditCsvHref, listAudit, type AuditQuery } from '../../features/hr/audit/audit-api.ts';
import { actionWords, entityWords } from '../../../shared/audit-words.ts';
import type { PageQuery } from '../../features/hr/kit/hr-http.ts';
import { ListActions } from '../../features/hr/kit/list-actions.tsx';
import { WordedFilter } from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';
import { LogChainsStatus } from '../../features/hr/access/log-chains-status.tsx';
import { useStaff } from '../../features/hr/hr-session.tsx';

const defaults = { entityType: '', action: '', sort: 'at', order: 'desc' };
/**
 * `/hr/audit`: every staff action, newest first unless sorted otherwise. Read only: nothing in it
 * can be edited.
 */
export default function AuditLogPage() {
  const paged = usePagedList(defaults, 50, (q) => listAudit(q as PageQuery & AuditQuery));
  const { values, list, sortBy, field } = paged;
  const shown = values as AuditQuery;
  // The chains' check is an admin's (`/api/hr/log-chains`): a reviewer reads the log without it.
  const isAdmin = useStaff().role === 'admin';
  return (
    <>
      <h1>Audit log</h1>
      <p className="hr-muted">
        Every staff action, newest first unless sorted by a column. Nothing here can be changed.
      </p>
      {isAdmin && <LogChainsStatus only="audit" />}
      <ListActions csvHref={auditCsvHref(shown)} />
      <div className="hr-toolbar">
        <WordedFilter label="On" {...field('entityType')} words={entityWords} all="Everything" />
        <WordedFilter label="Action" {...field('action')} words={actionWords} all="All actions" />
      </div>
      <PagedResults {...paged} label="Audit log" loading="Loading the audit log...">
        {(rows) => (
          <AuditTable
            rows={rows}
            busy={list.loading}
            order={{ key: values.sort as AuditSort, direction: values.order as SortDirection }}
            onSort={sortBy}
          />
        )}
      </PagedResults>
    </>
  );
}
