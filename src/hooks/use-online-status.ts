import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own idea of being online (true on the server). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** When the browser last went offline (Date.now()), or null while it is online. */
export function useOfflineSince(): number | null {
  const [since, setSince] = useState<number | null>(() => (navigator.onLine ? null : Date.now()));
  useEffect(() => {
    const offline = () => setSince(Date.now());
    const online = () => setSince(null);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return since;
}
