import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useWaitingWorker } from './use-waiting-worker.ts';
import './reload-prompt.css';

/**
 * Registers the service worker (prompt mode) and, when a new version has been downloaded, asks
 * before switching to it. `suppressed` hides the prompt during a test: reloading there would count
 * as leaving the page, so the update waits for the next visit.
 */
export default function ReloadPrompt({ suppressed }: { suppressed: boolean }) {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: (_url, registered) => setRegistration(registered) });
  const waiting = useWaitingWorker(registration);

  // Only a worker actually waiting to take over is a new version. The page that reloads into an
  // update can still hear of the worker that has just taken over (workbox-window reports it as
  // installed from outside): offering it again asked a visitor who had just pressed Reload to
  // reload once more (seen in CI, `e2e/pwa-update.e2e.ts`). `waiting` is followed live, so the
  // prompt also goes away when that worker stops waiting after the prompt appeared.
  if (!needRefresh || suppressed || !waiting) return null;
  return (
    <div className="reload-prompt" role="alertdialog" aria-labelledby="reload-prompt-text">
      <p id="reload-prompt-text">A new version of this site is available.</p>
      <div className="reload-prompt__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void updateServiceWorker(true)}
        >
          Reload
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setNeedRefresh(false)}
        >
          Later
        </button>
      </div>
    </div>
  );
}
