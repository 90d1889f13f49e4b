import { lazy, Suspense } from 'react';
import { ToastContainer } from 'react-toastify';
import { CursorFollower } from '../components/cursor-follower.tsx';
import { EnquiryOutboxResumer } from '../components/enquiry-outbox-resumer.tsx';

const ReloadPrompt = lazy(() => import('../components/reload-prompt.tsx'));

/** Browser-only parts of the layout, mounted after hydration so prerendered HTML never differs. */
export function BrowserExtras({ inCandidateArea }: { inCandidateArea: boolean }) {
  return (
    <>
      <CursorFollower />
      <EnquiryOutboxResumer />
      <ToastContainer position="top-right" newestOnTop closeOnClick={false} />
      <Suspense fallback={null}>
        <ReloadPrompt suppressed={inCandidateArea} />
      </Suspense>
    </>
  );
}
