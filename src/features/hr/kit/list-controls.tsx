import { useId, useState, type ReactNode } from 'react';
import type { SortOrder } from './sortable-header.tsx';
import type { FieldBinding } from './query-fields.ts';

/**
 * The search field of a list: the search runs (`onChange`) on Enter or the Search button, not on
 * every key, which would ask the server for 10,000 rows per letter and move a screen reader's
 * table. Emptying the box (the clear button, Escape, deleting the text) ends the search at once:
 * an empty box over a list still filtered by the old words, with the words still in the address,
 * reads as "nothing matches" when nothing is searched.
 */
export function SearchBox({
  label,
  value,
  onChange,
  button = 'Search',
}: FieldBinding & {
  label: string;
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
        onChange(draft.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className="hr-search">
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value.trim() === '' && value !== '') onChange('');
          }}
        />
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
}: FieldBinding & {
  label: string;
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

/**
 * A filter whose choices are a fixed list: the empty choice (`all`, "All" unless named) and one
 * option a value, worded by `wording` (the value itself unless given).
 */
export function ChoiceFilter<V extends string>({
  label,
  value,
  onChange,
  choices,
  wording = (choice) => choice,
  all = 'All',
}: FieldBinding & {
  label: string;
  choices: readonly V[];
  wording?: (choice: V) => string;
  /** The empty choice's words; `null` for a filter that has no "all" (a status of its own). */
  all?: string | null;
}) {
  return (
    <FilterSelect label={label} value={value} onChange={onChange}>
      {all !== null && <option value="">{all}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {wording(choice)}
        </option>
      ))}
    </FilterSelect>
  );
}

/**
 * A filter whose choices are the keys of `words`, in their order, each shown in its words: a
 * fixed list written once, not once as values and again as words (a status with its own "All").
 */
export function WordedFilter<V extends string>({
  words,
  ...filter
}: Omit<Parameters<typeof ChoiceFilter<V>>[0], 'choices' | 'wording'> & {
  words: Record<V, string>;
}) {
  return (
    <ChoiceFilter
      {...filter}
      choices={Object.keys(words) as V[]}
      wording={(choice) => words[choice]}
    />
  );
}

/** A day of a date range filter (`YYYY-MM-DD`, '' for open), in this browser's calendar. */
export function DayInput({
  label,
  value,
  onChange,
}: FieldBinding & {
  label: string;
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
    <a className="button button--ghost" href={href} download>
      {children}
    </a>
  );
}

/** One order a `SortSelect` offers, in words ("Newest first"). */
export interface SortChoice<K extends string> extends SortOrder<K> {
  label: string;
}

/**
 * The order of a list that is not a table (an inbox of whole messages, where column headers
 * would have nothing to sit on): a labelled select of named orders. Tables sort by their headers
 * (`SortableHeader`) instead.
 */
export function SortSelect<K extends string>({
  label = 'Sort by',
  choices,
  order,
  onSort,
}: {
  label?: string;
  choices: readonly SortChoice<K>[];
  order: SortOrder<K>;
  onSort: (order: SortOrder<K>) => void;
}) {
  const valueOf = (o: SortOrder<K>) => `${o.key}:${o.direction}`;
  return (
    <FilterSelect
      label={label}
      value={valueOf(order)}
      onChange={(value) => {
        const chosen = choices.find((choice) => valueOf(choice) === value);
        if (chosen) onSort({ key: chosen.key, direction: chosen.direction });
      }}
    >
      {choices.map((choice) => (
        <option key={valueOf(choice)} value={valueOf(choice)}>
          {choice.label}
        </option>
      ))}
    </FilterSelect>
  );
}
