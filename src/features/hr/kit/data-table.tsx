import { Fragment, type ReactNode } from 'react';

/**
 * A console table inside its own named region that the keyboard can reach: a wide table scrolls
 * there (on a phone too) instead of the page. `children` are the body's rows.
 */
export function DataTable({
  label,
  labelledBy,
  columns,
  busy,
  className,
  caption,
  note,
  children,
}: {
  /** The region's name ("Candidates"), or else the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /**
   * The header row: a string becomes a plain column header; an element (a sortable header)
   * stands as it is; `false` leaves a column out.
   */
  columns: readonly (string | ReactNode)[];
  /** Given (a list that loads page by page), the table says whether a new page is on its way. */
  busy?: boolean;
  /** Classes beside `hr-table`. */
  className?: string;
  caption?: string;
  /** Shown under the table, inside the region (how many rows were left out). */
  note?: ReactNode;
  children: ReactNode;
}) {
  const classes = ['hr-table', className, busy && 'hr-table--busy'].filter(Boolean).join(' ');
  return (
    <div
      className="hr-table-region"
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <table className={classes} aria-busy={busy}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <Fragment key={index}>{column}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {note}
    </div>
  );
}
