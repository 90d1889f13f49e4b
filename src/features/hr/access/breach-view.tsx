import { useId, useState } from 'react';
import type { AccessPeopleSort } from '../../../../shared/contract/hr-privacy.ts';
import { companyDay, companyWhen } from '../kit/company-time.ts';
import { DataTable } from '../kit/data-table.tsx';
import { ExportLink } from '../kit/list-controls.tsx';
import { LoadState } from '../kit/load-state.tsx';
import { Pagination } from '../kit/pagination.tsx';
import { sortableHeaders, type SortOrder } from '../kit/sortable-header.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { accessPeopleCsvHref, listAccessPeople, type DayRange } from './access-api.ts';
import { accessActionWordsOf } from './access-words.ts';

const pageSize = 50;

/**
 * The breach view: for a range of days, one row per person whose data staff read or exported
 * (list exports included), with their name as held now. The range is asked for with a form, not
 * on every keystroke; the list is the people to inform (docs/breach-runbook.md).
 */
export function BreachView() {
  const today = companyDay(new Date());
  const [draft, setDraft] = useState<DayRange>({ fromDay: today, toDay: today });
  const [range, setRange] = useState<DayRange | null>(null);
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<SortOrder<AccessPeopleSort>>({
    key: 'firstAt',
    direction: 'asc',
  });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Whose data was read or exported</h2>
      <form
        className="hr-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setRange({ ...draft });
        }}
      >
        <div className="hr-toolbar__filter">
          <label htmlFor={`${id}-from`}>Between</label>
          <input
            id={`${id}-from`}
            type="date"
            required
            value={draft.fromDay}
            onChange={(e) => setDraft({ ...draft, fromDay: e.target.value })}
          />
        </div>
        <div className="hr-toolbar__filter">
          <label htmlFor={`${id}-to`}>and (included)</label>
          <input
            id={`${id}-to`}
            type="date"
            required
            value={draft.toDay}
            onChange={(e) => setDraft({ ...draft, toDay: e.target.value })}
          />
        </div>
        <button type="submit" className="button button--primary button--small">
          List the people
        </button>
      </form>
      {range && (
        <People
          range={range}
          page={page}
          onPage={setPage}
          order={order}
          onSort={(next) => {
            setOrder(next);
            setPage(1);
          }}
        />
      )}
    </section>
  );
}

function People({
  range,
  page,
  onPage,
  order,
  onSort,
}: {
  range: DayRange;
  page: number;
  onPage: (page: number) => void;
  order: SortOrder<AccessPeopleSort>;
  onSort: (order: SortOrder<AccessPeopleSort>) => void;
}) {
  const query = {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    sort: order.key,
    order: order.direction,
  };
  const people = useHrData(JSON.stringify({ range, query }), () => listAccessPeople(range, query));
  const header = sortableHeaders({ order, onSort });
  return (
    <LoadState state={people} loading="Listing the people...">
      {({ items, total }) => (
        <>
          <p role="status">
            {total === 0
              ? 'No one’s data was read or exported in this range.'
              : `${total} ${total === 1 ? 'person' : 'people'} whose data was read or exported.`}
          </p>
          <div className="hr-actions">
            <ExportLink href={accessPeopleCsvHref(range)}>Export the people (CSV)</ExportLink>
          </div>
          {items.length > 0 && (
            <DataTable
              label="People whose data was read or exported"
              busy={people.loading}
              columns={[
                header('Person', 'name'),
                header('Reads', 'reads'),
                'What',
                'By',
                header('First', 'firstAt'),
                header('Last', 'lastAt'),
              ]}
            >
              {items.map((person) => (
                <tr key={person.candidateId}>
                  <td>
                    {person.name ?? 'No longer held'}
                    <br />
                    <span className="hr-code hr-muted">{person.candidateId}</span>
                  </td>
                  <td>{person.reads}</td>
                  <td className="hr-table__wrap">
                    {person.actions.map(accessActionWordsOf).join(', ')}
                  </td>
                  <td className="hr-table__wrap">{person.staffEmails.join(', ')}</td>
                  <td>{companyWhen(person.firstAt)}</td>
                  <td>{companyWhen(person.lastAt)}</td>
                </tr>
              ))}
            </DataTable>
          )}
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            label="People"
            onPage={onPage}
          />
        </>
      )}
    </LoadState>
  );
}
