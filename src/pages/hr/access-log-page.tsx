import type { AccessLogSort } from '../../../shared/contract/hr-privacy.ts';
import type { SortDirection } from '../../../shared/contract/hr-lists.ts';
import { AdminOnly } from '../../features/hr/admin-only.tsx';
import {
  accessLogCsvHref,
  listAccessLog,
  type AccessQuery,
} from '../../features/hr/access/access-api.ts';
import { AccessTable } from '../../features/hr/access/access-table.tsx';
import { accessActionWords } from '../../features/hr/access/access-words.ts';
import { BreachView } from '../../features/hr/access/breach-view.tsx';
import { LogChainsStatus } from '../../features/hr/access/log-chains-status.tsx';
import { StaffFilter } from '../../features/hr/access/staff-filter.tsx';
import type { PageQuery } from '../../features/hr/kit/hr-http.ts';
import { ListActions } from '../../features/hr/kit/list-actions.tsx';
import { DayInput, SearchBox, WordedFilter } from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';

const defaults = {
  action: '',
  staffId: '',
  subjectId: '',
  fromDay: '',
  toDay: '',
  sort: 'at',
  order: 'desc',
};

/**
 * `/hr/access` (admins): who read or exported whose personal data, the breach view for a range,
 * and whether the audit log and the access log verify. Read only.
 */
export default function AccessLogPage() {
  return <AdminOnly title="Access log">{() => <AccessLog />}</AdminOnly>;
}

function AccessLog() {
  const paged = usePagedList(defaults, 50, (q) => listAccessLog(q as PageQuery & AccessQuery));
  const { values, list, sortBy, field } = paged;
  return (
    <>
      <h1>Access log</h1>
      <p className="hr-muted">
        Every read of a candidate&apos;s report, kept answers or upload by staff, and every export
        of candidates&apos; data, newest first. Kept without an end; nothing here can be changed.
      </p>
      <LogChainsStatus />
      <BreachView />
      <h2>Every read</h2>
      <ListActions csvHref={accessLogCsvHref(values as AccessQuery)} />
      <div className="hr-toolbar">
        <StaffFilter {...field('staffId')} />
        <WordedFilter
          label="What"
          {...field('action')}
          words={accessActionWords}
          all="Everything"
        />
        <SearchBox label="Candidate id" button="Filter" {...field('subjectId')} />
        <DayInput label="From" {...field('fromDay')} />
        <DayInput label="To" {...field('toDay')} />
      </div>
      <PagedResults {...paged} label="Access log" loading="Loading the access log...">
        {(rows) => (
          <AccessTable
            rows={rows}
            busy={list.loading}
            order={{ key: values.sort as AccessLogSort, direction: values.order as SortDirection }}
            onSort={sortBy}
          />
        )}
      </PagedResults>
    </>
  );
}
