import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { CursorFollower } from '../components/cursor-follower.tsx';
import { EnquiryOutboxResumer } from '../components/enquiry-outbox-resumer.tsx';
import { preloadToasts, toastRequests } from '../lib/toast.ts';

// Both load outside the main chunk: the toast host on the first toast (most public pages never
// raise one), the reload prompt (it pulls in workbox-window) after hydration.
const ToastHost = lazy(() => import('./toast-host.tsx'));
const ReloadPrompt = lazy(() => import('../components/reload-prompt.tsx'));

/** Browser-only parts of the layout, mounted after hydration so prerendered HTML never differs. */
export function BrowserExtras({ inCandidateArea }: { inCandidateArea: boolean }) {
  const toastRequested = useSyncExternalStore(
    toastRequests.subscribe,
    toastRequests.requested,
    () => false,
  );
  // A test page may have to toast while offline (auto-submit failed, answers saved on the device).
  useEffect(() => {
    if (inCandidateArea) preloadToasts();
  }, [inCandidateArea]);
  return (
    <>
      <CursorFollower />
      <EnquiryOutboxResumer />
      {toastRequested && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ReloadPrompt suppressed={inCandidateArea} />
      </Suspense>
    </>
  );
}
