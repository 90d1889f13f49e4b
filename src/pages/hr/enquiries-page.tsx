import { EnquiriesList, enquiryStatusWords } from '../../features/hr/enquiries-list.tsx';
import { enquiryStatuses } from '../../features/hr/hr-api-types.ts';
import { enquiriesCsvHref, listEnquiries } from '../../features/hr/inbox-api.ts';
import { ExportLink, FilterSelect, SearchBox } from '../../features/hr/list-controls.tsx';
import { Pagination } from '../../features/hr/pagination.tsx';
import { useHrData } from '../../features/hr/use-hr-data.ts';
import { useListQuery } from '../../features/hr/use-list-query.ts';

const pageSize = 20;
const defaults = { q: '', status: '' };

/** `/hr/enquiries`: the contact page's enquiries, newest first, with their statuses. */
export default function EnquiriesPage() {
  const { values, page, update } = useListQuery(defaults);
  const query = { ...values, offset: (page - 1) * pageSize, limit: pageSize };
  const list = useHrData(JSON.stringify(query), () => listEnquiries(query));
  return (
    <>
      <h1>Enquiries</h1>
      <div className="hr-actions">
        <ExportLink href={enquiriesCsvHref(values.status)}>Export CSV</ExportLink>
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
