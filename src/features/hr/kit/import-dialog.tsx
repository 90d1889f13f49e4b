import { useId, type ReactNode } from 'react';
import { DataTable } from './data-table.tsx';
import { DialogCloseActions, HrDialog } from './hr-dialog.tsx';

/**
 * The frame of an import (candidates, questions): a wide modal dialog with its title, the import
 * panel inside while it is open (closing it forgets the file), and a Close button. Escape closes.
 */
export function ImportDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <HrDialog open={open} wide aria-labelledby={titleId} onEscape={onClose}>
      <h2 id={titleId}>{title}</h2>
      {open && children}
      <DialogCloseActions label="Close" onClose={onClose} />
    </HrDialog>
  );
}

/** An import option typed as text, with the line under its label that says what it is for. */
export function ImportTextField({
  id,
  label,
  hint,
  value,
  onChange,
  list,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}) {
  return (
    <div className="hr-field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="hr-field__hint">
        {hint}
      </p>
      <input
        id={id}
        list={list}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The optional reason of an import, which the audit log keeps with what it created. */
export function ImportReasonField(props: { value: string; onChange: (value: string) => void }) {
  return (
    <ImportTextField
      id="import-reason"
      label="Reason (optional)"
      hint="Saved in the audit log."
      {...props}
    />
  );
}

/** Shown of a checked file: its first 100 rows, and how many more it holds. */
const shownRows = 100;

/** What an import will create, one row per line of the file, in a scrollable region. */
export function ImportPreviewTable<T extends { line: number }>({
  label,
  rows,
  columns,
}: {
  /** The region's name ("Candidates to create"). */
  label: string;
  rows: T[];
  /** Each column's heading and cell; `wrap` lets long text wrap. */
  columns: { heading: string; cell: (row: T) => ReactNode; wrap?: boolean }[];
}) {
  return (
    <DataTable
      label={label}
      columns={['Line', ...columns.map((column) => column.heading)]}
      note={
        rows.length > shownRows && <p className="hr-muted">…and {rows.length - shownRows} more.</p>
      }
    >
      {rows.slice(0, shownRows).map((row) => (
        <tr key={row.line}>
          <td>{row.line}</td>
          {columns.map((column) => (
            <td key={column.heading} className={column.wrap ? 'hr-table__wrap' : undefined}>
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

/** An import option chosen from a fixed list. */
export function ImportSelectField<V extends string>({
  id,
  label,
  value,
  choices,
  wording = (choice) => choice,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  choices: readonly V[];
  wording?: (choice: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <div className="hr-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {wording(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
