import type { SubscriberSort } from '../../../shared/contract/hr-lists.ts';
import { formatWhen } from '../../features/candidate/when.ts';
import {
  listSubscribers,
  subscribersCsvHref,
  type SubscriberQuery,
} from '../../features/hr/inbox-api.ts';
import { ExportLink, FilterSelect, SearchBox } from '../../features/hr/list-controls.tsx';
import { Pagination } from '../../features/hr/pagination.tsx';
import { SortableHeader, type SortOrder } from '../../features/hr/sortable-header.tsx';
import { useHrData } from '../../features/hr/use-hr-data.ts';
import { useListQuery } from '../../features/hr/use-list-query.ts';

const pageSize = 50;
const defaults = { q: '', status: 'subscribed', sort: 'subscribedAt', order: 'desc' };

/** `/hr/newsletter`: who subscribed (and who left), sorted on the server, exportable. */
export default function NewsletterPage() {
  const { values, page, update } = useListQuery(defaults);
  const shown = values as SubscriberQuery;
  const query = { ...shown, offset: (page - 1) * pageSize, limit: pageSize };
  const list = useHrData(JSON.stringify(query), () => listSubscribers(query));
  const order: SortOrder<SubscriberSort> = { key: shown.sort, direction: shown.order };
  const header = (label: string, sortKey: SubscriberSort) => (
    <SortableHeader
      label={label}
      sortKey={sortKey}
      order={order}
      onSort={(next) => update({ sort: next.key, order: next.direction })}
    />
  );
  return (
    <>
      <h1>Newsletter</h1>
      <div className="hr-actions">
        <ExportLink href={subscribersCsvHref(shown)}>Export CSV</ExportLink>
      </div>
      <div className="hr-toolbar">
        <SearchBox
          label="Search e-mail addresses"
          value={values.q}
          onSearch={(q) => update({ q })}
        />
        <FilterSelect
          label="Status"
          value={values.status}
          onChange={(status) => update({ status })}
        >
          <option value="subscribed">Subscribed</option>
          <option value="unsubscribed">Unsubscribed</option>
          <option value="all">All</option>
        </FilterSelect>
      </div>
      {list.error && (
        <p className="hr-alert hr-alert--error" role="alert">
          {list.error}
        </p>
      )}
      {list.data ? (
        <>
          <div className="hr-table-region" role="region" aria-label="Subscribers" tabIndex={0}>
            <table
              className={`hr-table${list.loading ? ' hr-table--busy' : ''}`}
              aria-busy={list.loading}
            >
              <thead>
                <tr>
                  {header('E-mail', 'email')}
                  {header('Subscribed', 'subscribedAt')}
                  {header('Unsubscribed', 'unsubscribedAt')}
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td>{subscriber.email}</td>
                    <td>{formatWhen(subscriber.subscribedAt)}</td>
                    <td>
                      {subscriber.unsubscribedAt ? formatWhen(subscriber.unsubscribedAt) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            label="Subscribers"
            onPage={(to) => update({ page: to })}
          />
        </>
      ) : (
        !list.error && <p role="status">Loading subscribers...</p>
      )}
    </>
  );
}
