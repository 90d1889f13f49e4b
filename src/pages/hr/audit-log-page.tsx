import type { AuditSort, SortDirection } from '../../../shared/contract/hr-lists.ts';
import { AuditTable } from '../../features/hr/audit-table.tsx';
import { auditCsvHref, listAudit, type AuditQuery } from '../../features/hr/inbox-api.ts';
import { ExportLink, FilterSelect } from '../../features/hr/list-controls.tsx';
import { Pagination } from '../../features/hr/pagination.tsx';
import { useHrData } from '../../features/hr/use-hr-data.ts';
import { useListQuery } from '../../features/hr/use-list-query.ts';

const pageSize = 50;
const defaults = { entityType: '', action: '', sort: 'at', order: 'desc' };
const entityTypes = [
  'candidate',
  'attempt',
  'question',
  'settings',
  'practical-task',
  'enquiry',
  'staff',
  'backup',
];
const actions = [
  'staff.sign-in',
  'staff.sign-out',
  'staff.password-changed',
  'staff.created',
  'staff.updated',
  'staff.password-reset',
  'candidate.created',
  'candidate.imported',
  'candidate.updated',
  'candidate.password-reset',
  'candidate.revoked',
  'candidate.restored',
  'attempt.reopened',
  'attempt.retake-granted',
  'attempt.accepted',
  'attempt.invalidated',
  'attempt.late-answer-accepted',
  'question.created',
  'question.updated',
  'question.versioned',
  'question.retired',
  'question.restored',
  'question.imported',
  'settings.updated',
  'practical-task.created',
  'practical-task.updated',
  'enquiry.status-changed',
  'backup.taken',
  'backup.downloaded',
];

/**
 * `/hr/audit`: every staff action, newest first unless sorted otherwise. Read only: nothing in it
 * can be edited.
 */
export default function AuditLogPage() {
  const { values, page, update } = useListQuery(defaults);
  const shown: AuditQuery = {
    ...values,
    sort: values.sort as AuditSort,
    order: values.order as SortDirection,
  };
  const query = { ...shown, offset: (page - 1) * pageSize, limit: pageSize };
  const list = useHrData(JSON.stringify(query), () => listAudit(query));
  return (
    <>
      <h1>Audit log</h1>
      <p className="hr-muted">
        Every staff action, newest first unless sorted by a column. Nothing here can be changed.
      </p>
      <div className="hr-actions">
        <ExportLink href={auditCsvHref(shown)}>Export CSV</ExportLink>
      </div>
      <div className="hr-toolbar">
        <FilterSelect
          label="On"
          value={values.entityType}
          onChange={(entityType) => update({ entityType })}
        >
          <option value="">Everything</option>
          {entityTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Action"
          value={values.action}
          onChange={(action) => update({ action })}
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </FilterSelect>
      </div>
      {list.error && (
        <p className="hr-alert hr-alert--error" role="alert">
          {list.error}
        </p>
      )}
      {list.data ? (
        <>
          <AuditTable
            rows={list.data.items}
            busy={list.loading}
            order={{ key: values.sort as AuditSort, direction: values.order as SortDirection }}
            onSort={(order) => update({ sort: order.key, order: order.direction })}
          />
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            label="Audit log"
            onPage={(to) => update({ page: to })}
          />
        </>
      ) : (
        !list.error && <p role="status">Loading the audit log...</p>
      )}
    </>
  );
}
