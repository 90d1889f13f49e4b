import { lazy, useEffect, useSyncExternalStore } from 'react';
import { CursorFollower } from '../components/cursor-follower.tsx';
import { EnquiryOutboxResumer } from '../features/enquiry/enquiry-outbox-resumer.tsx';
import { loadChunk } from '../lib/load-chunk.ts';
import { preloadToasts, toastRequests } from '../components/toast.ts';
import { OptionalPart } from './optional-part.tsx';
import { isCandidateAreaPath } from '../../shared/route-paths.ts';

// Both load outside the main chunk: the toast host on the first toast (most public pages never
// raise one), the reload prompt (it pulls in workbox-window) after hydration.
const ToastHost = lazy(() => loadChunk(() => import('../components/toast-host.tsx')));
const ReloadPrompt = lazy(() => loadChunk(() => import('../components/reload-prompt.tsx')));

/** Browser-only parts of the layout, mounted after hydration so prerendered HTML never differs. */
export function BrowserExtras({ pathname }: { pathname: string }) {
  const inCandidateArea = isCandidateAreaPath(pathname);
  const onTestPage = inCandidateArea && pathname !== '/login';
  const toastRequested = useSyncExternalStore(
    toastRequests.subscribe,
    toastRequests.requested,
    () => false,
  );
  // A test page may have to toast while offline (auto-submit failed, answers saved on the device).
  // The login page is not one: it toasts only on the server's answer, and its login code brings
  // the toasts with it (features/candidate/login-flow.ts).
  useEffect(() => {
    if (onTestPage) preloadToasts();
  }, [onTestPage]);
  return (
    <>
      <CursorFollower />
      <EnquiryOutboxResumer />
      {toastRequested && (
        <OptionalPart>
          <ToastHost />
        </OptionalPart>
      )}
      <OptionalPart>
        <ReloadPrompt suppressed={inCandidateArea} />
      </OptionalPart>
    </>
  );
}
