/**
 * Page controls for a server-paged list: where the person is ("41–60 of 10,000") and the way to
 * the first, previous, next and last pages. The range is announced politely as it changes.
 */
export function Pagination({
  page,
  pageSize,
  total,
  label,
  onPage,
}: {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, for the navigation's name ("Candidates pages"). */
  label: string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const number = new Intl.NumberFormat('en-IN');
  const go = (to: number) => onPage(Math.min(pages, Math.max(1, to)));
  return (
    <nav className="hr-pagination" aria-label={`${label} pages`}>
      <p className="hr-pagination__range" role="status">
        {total === 0
          ? 'Nothing to show'
          : `${number.format(first)}–${number.format(last)} of ${number.format(total)}`}
        {pages > 1 && ` (page ${number.format(page)} of ${number.format(pages)})`}
      </p>
      <div className="hr-pagination__buttons">
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={page <= 1}
          onClick={() => page > 1 && go(1)}
        >
          First
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={page <= 1}
          onClick={() => page > 1 && go(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={page >= pages}
          onClick={() => page < pages && go(page + 1)}
        >
          Next
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={page >= pages}
          onClick={() => page < pages && go(pages)}
        >
          Last
        </button>
      </div>
    </nav>
  );
}
