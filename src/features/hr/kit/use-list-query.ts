import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's query (search, filters, sort, page) kept in the address, so a filtered page can be
 * bookmarked, shared with a colleague and returned to with Back. Changing a filter or the sort
 * goes back to page 1.
 */
export function useListQuery<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  // A page passes its defaults as a new object literal each render: they are compared by value.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as Record<K, string>, [defaultsKey]);
  const values = useMemo(() => {
    const read = {} as Record<K, string>;
    for (const key of Object.keys(stableDefaults) as K[]) {
      read[key] = params.get(key) ?? stableDefaults[key];
    }
    return read;
  }, [params, stableDefaults]);
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
              key === 'page'
                ? text === '1'
                : text === (stableDefaults as Record<string, string>)[key];
            if (text === '' || isDefault) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams, stableDefaults],
  );
  return { values, page, update };
}
