import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's query (search, filters, sort, page) kept in the address, so a filtered page can be
 * bookmarked, shared with a colleague and returned to with Back. Changing a filter or the sort
 * goes back to page 1.
 */
export function useListQuery<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const read = {} as Record<K, string>;
    for (const key of Object.keys(defaults) as K[]) read[key] = params.get(key) ?? defaults[key];
    return read;
    // `defaults` is a constant of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            const text = String(value ?? '');
            const isDefault =
              key === 'page' ? text === '1' : text === (defaults as Record<string, string>)[key];
            if (text === '' || isDefault) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace: false },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return { values, page, update };
}
