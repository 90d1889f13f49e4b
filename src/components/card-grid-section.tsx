import type { ReactNode } from 'react';

/**
 * A section of an inner page that is one grid of cards (`children`, each an `li`), named for
 * screen readers by `label` since it has no heading of its own.
 */
export function CardGridSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="section" aria-label={label}>
      <ul className="card-grid">{children}</ul>
    </section>
  );
}
