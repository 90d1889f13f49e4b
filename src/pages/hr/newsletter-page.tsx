import type { SubscriberSort } from '../../../shared/contract/hr-lists.ts';
import { companyWhen } from '../../features/hr/kit/company-time.ts';
import {
  listSubscribers,
  subscribersCsvHref,
  type SubscriberQuery,
} from '../../features/hr/inbox/inbox-api.ts';
import type { PageQuery } from '../../features/hr/kit/hr-http.ts';
import { ListActions } from '../../features/hr/kit/list-actions.tsx';
import { SearchBox, WordedFilter } from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';
import { sortableHeaders } from '../../features/hr/kit/sortable-header.tsx';
import { DataTable } from '../../features/hr/kit/data-table.tsx';

const defaults = { q: '', status: 'subscribed', sort: 'subscribedAt', order: 'desc' };
const statusWords = { subscribed: 'Subscribed', unsubscribed: 'Unsubscribed', all: 'All' };

/** `/hr/newsletter`: who subscribed (and who left), sorted on the server, exportable. */
export default function NewsletterPage() {
  const paged = usePagedList(defaults, 50, (q) =>
    listSubscribers(q as PageQuery & SubscriberQuery),
  );
  const { values, list, sortBy, field } = paged;
  const shown = values as SubscriberQuery;
  const header = sortableHeaders<SubscriberSort>({
    order: { key: shown.sort, direction: shown.order },
    onSort: sortBy,
  });
  return (
    <>
      <h1>Newsletter</h1>
      <ListActions csvHref={subscribersCsvHref(shown)} />
      <div className="hr-toolbar">
        <SearchBox label="Search e-mail addresses" {...field('q')} />
        <WordedFilter label="Status" {...field('status')} words={statusWords} all={null} />
      </div>
      <PagedResults {...paged} label="Subscribers" loading="Loading subscribers...">
        {(subscribers) => (
          <DataTable
            label="Subscribers"
            busy={list.loading}
            columns={[
              header('E-mail', 'email'),
              header('Subscribed', 'subscribedAt'),
              header('Unsubscribed', 'unsubscribedAt'),
            ]}
          >
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td>{subscriber.email}</td>
                <td>{companyWhen(subscriber.subscribedAt)}</td>
                <td>{subscriber.unsubscribedAt ? companyWhen(subscriber.unsubscribedAt) : '—'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedResults>
    </>
  );
}
