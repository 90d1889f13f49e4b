import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { hrErrorMessage } from './hr-http.ts';

export interface HrData<T> {
  /** The last answer (kept while the next one loads, so a table does not blink). */
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** Asks again with the same query (after a change the list should show). */
  reload: () => void;
}

/**
 * Loads what a console section shows, again whenever `key` (the query, as a string) changes or
 * `reload` is called. An answer to an older query that arrives late is dropped.
 */
export function useHrData<T>(key: string, load: () => Promise<T>): HrData<T> {
  const [data, setData] = useState<T>();
  const [loaded, setLoaded] = useState<{ key: string; error: string | null } | null>(null);
  const [version, setVersion] = useState(0);
  const requested = `${key}#${version}`;

  // `load` is a new function each render; the query it runs is what `key` names, so only a new
  // key (or a reload) asks again, always with the latest `load`.
  const run = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    run().then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setLoaded({ key: requested, error: null });
      },
      (error: unknown) => current && setLoaded({ key: requested, error: hrErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [requested]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return {
    data,
    loading: loaded?.key !== requested,
    error: loaded?.key === requested ? loaded.error : null,
    reload,
  };
}
