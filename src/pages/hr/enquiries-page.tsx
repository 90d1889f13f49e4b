import type { EnquirySort } from '../../../shared/contract/hr-lists.ts';
import { EnquiriesList, enquiryStatusWords } from '../../features/hr/enquiries-list.tsx';
import { enquiryStatuses } from '../../features/hr/hr-api-types.ts';
import { enquiriesCsvHref, listEnquiries, type EnquiryQuery } from '../../features/hr/inbox-api.ts';
import {
  ExportLink,
  FilterSelect,
  SearchBox,
  SortSelect,
  type SortChoice,
} from '../../features/hr/list-controls.tsx';
import { Pagination } from '../../features/hr/pagination.tsx';
import { useHrData } from '../../features/hr/use-hr-data.ts';
import { useListQuery } from '../../features/hr/use-list-query.ts';

const pageSize = 20;
const defaults = { q: '', status: '', sort: 'createdAt', order: 'desc' };
const sortChoices: SortChoice<EnquirySort>[] = [
  { label: 'Newest first', key: 'createdAt', direction: 'desc' },
  { label: 'Oldest first', key: 'createdAt', direction: 'asc' },
  { label: 'New, replied, archived', key: 'status', direction: 'asc' },
  { label: 'Archived, replied, new', key: 'status', direction: 'desc' },
  { label: 'Name, A to Z', key: 'name', direction: 'asc' },
  { label: 'Name, Z to A', key: 'name', direction: 'desc' },
  { label: 'E-mail, A to Z', key: 'email', direction: 'asc' },
  { label: 'E-mail, Z to A', key: 'email', direction: 'desc' },
  { label: 'Subject, A to Z', key: 'subject', direction: 'asc' },
  { label: 'Subject, Z to A', key: 'subject', direction: 'desc' },
];

/**
 * `/hr/enquiries`: the contact page's enquiries with their statuses, newest first unless sorted
 * otherwise (on the server). Each is shown whole, so the inbox is a list, sorted by a select.
 */
export default function EnquiriesPage() {
  const { values, page, update } = useListQuery(defaults);
  const shown = values as EnquiryQuery;
  const query = { ...shown, offset: (page - 1) * pageSize, limit: pageSize };
  const list = useHrData(JSON.stringify(query), () => listEnquiries(query));
  return (
    <>
      <h1>Enquiries</h1>
      <div className="hr-actions">
        <ExportLink href={enquiriesCsvHref(shown)}>Export CSV</ExportLink>
      </div>
      <div className="hr-toolbar">
        <SearchBox label="Search the enquiries" value={values.q} onSearch={(q) => update({ q })} />
        <FilterSelect
          label="Status"
          value={values.status}
          onChange={(status) => update({ status })}
        >
          <option value="">All</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {enquiryStatusWords[status]}
            </option>
          ))}
        </FilterSelect>
        <SortSelect
          choices={sortChoices}
          order={{ key: shown.sort, direction: shown.order }}
          onSort={(order) => update({ sort: order.key, order: order.direction })}
        />
      </div>
      {list.error && (
        <p className="hr-alert hr-alert--error" role="alert">
          {list.error}
        </p>
      )}
      {list.data ? (
        <>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            label="Enquiries"
            onPage={(to) => update({ page: to })}
          />
          <EnquiriesList enquiries={list.data.items} onChanged={list.reload} />
        </>
      ) : (
        !list.error && <p role="status">Loading enquiries...</p>
      )}
    </>
  );
}
