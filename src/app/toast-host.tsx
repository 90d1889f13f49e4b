import { ToastContainer } from 'react-toastify';

/** The toast container, in its own chunk with react-toastify (see `lib/toast.ts`). */
export default function ToastHost() {
  return <ToastContainer position="top-right" newestOnTop closeOnClick={false} />;
}
