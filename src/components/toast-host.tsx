import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';

/** The toast container, in its own chunk with react-toastify (see `toast.ts`). */
export default function ToastHost() {
  // Says the page can now toast without the network (the "saved offline" notices need this),
  // for the browser tests that go offline.
  useEffect(() => {
    document.documentElement.dataset.toasts = 'ready';
  }, []);
  return <ToastContainer position="top-right" newestOnTop closeOnClick={false} />;
}
