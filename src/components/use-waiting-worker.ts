import { useEffect, useState } from 'react';

/**
 * The service worker waiting to take over `registration`, kept live. Reading
 * `registration.waiting` once at render time left a prompt on screen after that worker had
 * activated (seen once in a fresh-clone CI run of `e2e/pwa-update.e2e.ts`: the reloaded page
 * rendered the prompt while the worker was still waiting, and nothing re-rendered when it
 * stopped waiting a moment later). Every change of the registration's workers re-reads it.
 */
export function useWaitingWorker(registration: ServiceWorkerRegistration | undefined) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(registration?.waiting ?? null);
  useEffect(() => {
    if (!registration) return;
    const watched = new Set<ServiceWorker>();
    const refresh = () => {
      for (const worker of [registration.installing, registration.waiting, registration.active]) {
        if (worker && !watched.has(worker)) {
          watched.add(worker);
          worker.addEventListener('statechange', refresh);
        }
      }
      setWaiting(registration.waiting);
    };
    refresh();
    registration.addEventListener('updatefound', refresh);
    navigator.serviceWorker.addEventListener('controllerchange', refresh);
    return () => {
      registration.removeEventListener('updatefound', refresh);
      navigator.serviceWorker.removeEventListener('controllerchange', refresh);
      for (const worker of watched) worker.removeEventListener('statechange', refresh);
    };
  }, [registration]);
  return waiting;
}
