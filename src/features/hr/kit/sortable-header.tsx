import type { ReactNode } from 'react';

export interface SortOrder<K extends string = string> {
  key: K;
  direction: 'asc' | 'desc';
}

/** The order after pressing a column's header: that column ascending, or the other way round. */
export function nextSortOrder<K extends string>(current: SortOrder<K>, key: K): SortOrder<K> {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * A column header that sorts its table: a button inside the `<th>`, which says its order with
 * `aria-sort` (WAI-ARIA's sortable table pattern; only the sorted column carries it).
 */
export function SortableHeader<K extends string>({
  label,
  sortKey,
  order,
  onSort,
  before,
}: {
  label: string;
  sortKey: K;
  order: SortOrder<K>;
  onSort: (order: SortOrder<K>) => void;
  /** Shown in the header before its button (the candidates list's "select the page" box). */
  before?: ReactNode;
}) {
  const sorted = order.key === sortKey;
  const ariaSort = sorted ? (order.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort}>
      {before}
      <button
        type="button"
        className="hr-sort"
        onClick={() => onSort(nextSortOrder(order, sortKey))}
      >
        {label}
        <span className="hr-sort__arrow" aria-hidden="true">
          {sorted ? (order.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** What a table sorted on the server is given: its order, and what a header press asks for. */
export interface ServerSorting<K extends string> {
  order: SortOrder<K>;
  onSort: (order: SortOrder<K>) => void;
}

/** The sortable headers of one table: `header('Name', 'name')` for each column it sorts by. */
export function sortableHeaders<K extends string>({ order, onSort }: ServerSorting<K>) {
  return function header(label: string, sortKey: K, before?: ReactNode) {
    return (
      <SortableHeader
        label={label}
        sortKey={sortKey}
        order={order}
        onSort={onSort}
        before={before}
      />
    );
  };
}
