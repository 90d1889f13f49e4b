import { useEffect } from 'react';
import { company } from '../../../shared/company.ts';

/**
 * The tab title of a console section ("Candidates | Suryaloom Technologies"). The layout sets the
 * route's own title ("HR console") in an effect that runs after this one (a parent's effects follow
 * its children's), so the title is written in a microtask, after both.
 */
export function useSectionTitle(title: string): void {
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = `${title} | ${company.name}`;
    });
    return () => {
      current = false;
    };
  }, [title]);
}
