import { useId, useState, type ReactNode } from 'react';

/**
 * The search field of a list: the search runs on Enter or the Search button (not on every key,
 * which would ask the server for 10,000 rows per letter and move a screen reader's table).
 */
export function SearchBox({
  label,
  value,
  onSearch,
  button = 'Search',
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  /** The button's text (a second box on the page, such as a cohort filter, says "Filter"). */
  button?: string;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under the box (Back, a link): show what is searched now.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const id = useId();
  return (
    <form
      className="hr-toolbar__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className="hr-search">
        <input id={id} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="button button--primary button--small">
          {button}
        </button>
      </div>
    </form>
  );
}

/** A filter of a list: a labelled select whose empty choice means "all". */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="hr-toolbar__filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** A day of a date range filter (`YYYY-MM-DD`, '' for open), in this browser's calendar. */
export function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="hr-toolbar__filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A server CSV export of what the list shows: a link the browser downloads with the cookie. */
export function ExportLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="button button--ghost button--small" href={href} download>
      {children}
    </a>
  );
}
