import type { ReactNode } from 'react';
import { ExportLink } from './list-controls.tsx';

/**
 * The actions above a list: the page's own buttons (`children`, such as "Add candidate"), then the
 * CSV export of what the list shows, with its search and filters.
 */
export function ListActions({ csvHref, children }: { csvHref: string; children?: ReactNode }) {
  return (
    <div className="hr-actions">
      {children}
      <ExportLink href={csvHref}>Export CSV</ExportLink>
    </div>
  );
}
