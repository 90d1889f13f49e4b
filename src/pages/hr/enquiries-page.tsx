import type { EnquirySort } from '../../../shared/contract/hr-lists.ts';
import { EnquiriesList, enquiryStatusWords } from '../../features/hr/inbox/enquiries-list.tsx';
import { enquiryStatuses } from '../../../shared/contract/hr.ts';
import {
  enquiriesCsvHref,
  listEnquiries,
  type EnquiryQuery,
} from '../../features/hr/inbox/inbox-api.ts';
import type { PageQuery } from '../../features/hr/kit/hr-http.ts';
import { ListActions } from '../../features/hr/kit/list-actions.tsx';
import {
  ChoiceFilter,
  SearchBox,
  SortSelect,
  type SortChoice,
} from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';

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
  const paged = usePagedList(defaults, 20, (q) => listEnquiries(q as PageQuery & EnquiryQuery));
  const { values, list, sortBy, field } = paged;
  const shown = values as EnquiryQuery;
  return (
    <>
      <h1>Enquiries</h1>
      <ListActions csvHref={enquiriesCsvHref(shown)} />
      <div className="hr-toolbar">
        <SearchBox label="Search the enquiries" {...field('q')} />
        <ChoiceFilter
          label="Status"
          {...field('status')}
          choices={enquiryStatuses}
          wording={(status) => enquiryStatusWords[status]}
        />
        <SortSelect
          choices={sortChoices}
          order={{ key: shown.sort, direction: shown.order }}
          onSort={sortBy}
        />
      </div>
      <PagedResults {...paged} label="Enquiries" loading="Loading enquiries..." pagerFirst>
        {(enquiries) => <EnquiriesList enquiries={enquiries} onChanged={list.reload} />}
      </PagedResults>
    </>
  );
}
