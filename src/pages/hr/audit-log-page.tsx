import type { AuditSort, SortDirection } from '../../../shared/contract/hr-lists.ts';
import { AuditTable } from '../../features/hr/audit/audit-table.tsx';
import { auditCsvHref, listAudit, type AuditQuery } from '../../features/hr/audit/audit-api.ts';
import type { PageQuery } from '../../features/hr/kit/hr-http.ts';
import { ListActions } from '../../features/hr/kit/list-actions.tsx';
import { ChoiceFilter } from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';

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
  'staff.sign-in-locked',
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
  const paged = usePagedList(defaults, 50, (q) => listAudit(q as PageQuery & AuditQuery));
  const { values, list, sortBy, field } = paged;
  const shown = values as AuditQuery;
  return (
    <>
      <h1>Audit log</h1>
      <p className="hr-muted">
        Every staff action, newest first unless sorted by a column. Nothing here can be changed.
      </p>
      <ListActions csvHref={auditCsvHref(shown)} />
      <div className="hr-toolbar">
        <ChoiceFilter label="On" {...field('entityType')} choices={entityTypes} all="Everything" />
        <ChoiceFilter label="Action" {...field('action')} choices={actions} all="All actions" />
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
