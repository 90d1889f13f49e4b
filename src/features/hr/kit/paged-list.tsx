import type { ReactNode } from 'react';
import type { Page } from '../../../../shared/contract/hr.ts';
import { queryFields } from './query-fields.ts';
import { Pagination } from './pagination.tsx';
import type { SortOrder } from './sortable-header.tsx';
import { useHrData, type HrData } from './use-hr-data.ts';
import { useListQuery } from './use-list-query.ts';
import { LoadState } from './load-state.tsx';

/** The list's query as the address keeps it, with the page turned into offset and limit. */
export type PagedQuery<K extends string> = Record<K, string> & { offset: number; limit: number };

/**
 * A console list whose search, filters, sort and page live in the address (`useListQuery`) and
 * whose rows the server pages: the query, the loaded page, and the ways to change either (`field`
 * binds a filter control to its key). Every
 * list page (candidates, questions, staff, enquiries, newsletter, audit log) is built on it, so
 * paging, a filter that goes back to page 1 and a late answer being dropped behave the same in
 * each.
 */
export function usePagedList<K extends string, P extends Page<unknown>>(
  defaults: Record<K, string>,
  pageSize: number,
  load: (query: PagedQuery<K>) => Promise<P>,
) {
  const { values, page, update } = useListQuery(defaults);
  const query: PagedQuery<K> = { ...values, offset: (page - 1) * pageSize, limit: pageSize };
  const list = useHrData(JSON.stringify(query), () => load(query));
  // Every list keeps its order in `sort` and `order` (a list without them ignores the change).
  const sortBy = (order: SortOrder<string>) =>
    update({ sort: order.key, order: order.direction } as Partial<Record<K | 'page', string>>);
  // Each filter control of the page binds to its key of the query with `field(key)`. The cast:
  // TypeScript cannot see that a change to some of K is a change to some of K and 'page'.
  const field = queryFields(values, (change) =>
    update(change as Partial<Record<K | 'page', string>>),
  );
  return { values, query, page, pageSize, update, list, sortBy, field };
}

/**
 * What a paged list shows under its toolbar: the error of the last load, the rows (`children`)
 * with the page controls, or "Loading …" before the first answer. The rows of the last answer
 * stay while the next page loads, so a table does not blink.
 */
export function PagedResults<T>({
  list,
  page,
  pageSize,
  update,
  label,
  loading,
  pagerFirst = false,
  children,
}: {
  // `list`, `page`, `pageSize` and `update` are what `usePagedList` returns: a page spreads it.
  list: HrData<Page<T>>;
  page: number;
  pageSize: number;
  /** Turns the page (the address keeps it). */
  update: (changes: { page: number }) => void;
  /** What the list holds, for the page controls' name ("Candidates"). */
  label: string;
  /** The status shown before the first answer ("Loading candidates..."). */
  loading: string;
  /** The page controls above the rows (a list of whole messages is long to scroll past). */
  pagerFirst?: boolean;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <LoadState state={list} loading={loading}>
      {({ items, total }) => {
        const pager = (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            label={label}
            onPage={(to) => update({ page: to })}
          />
        );
        return (
          <>
            {pagerFirst && pager}
            {children(items)}
            {!pagerFirst && pager}
          </>
        );
      }}
    </LoadState>
  );
}
