/**
 * The one way the app raises a toast (spec section 8 lists every text). react-toastify and the
 * toast container load on the first toast, so pages that never toast (most public pages) do not
 * pay for them. react-toastify queues a toast raised before its container mounts and shows it as
 * soon as the container does.
 */
import type * as ToastifyModule from 'react-toastify';
import { loadChunk } from '../lib/load-chunk.ts';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

let requested = false;
const listeners = new Set<() => void>();

/** For `useSyncExternalStore`: has any toast been raised yet (the layout then mounts the host)? */
export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
};

let toastify: Promise<typeof ToastifyModule> | undefined;
// A load that failed for good (online, five tries) is forgotten, so the next toast tries again.
const loadToastify = () =>
  (toastify ??= loadChunk(() => import('react-toastify')).catch((error: unknown) => {
    toastify = undefined;
    throw error;
  }));

function requestHost() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/**
 * Loads the toast code and mounts its host now, while the network is there: pages whose toasts
 * may have to say "you are offline" (the enquiry form, the candidate area) call it on mount.
 */
export function preloadToasts(): void {
  requestHost();
  void loadToastify();
}

function show(kind: ToastKind, message: string, options?: ToastifyModule.ToastOptions): void {
  requestHost();
  void loadToastify().then(({ toast }) => {
    toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, autoCloseMs = 5000) =>
    show('success', message, { autoClose: autoCloseMs }),
  /** `id`: one toast however often it is raised (react-toastify keeps one per id). */
  error: (message: string, id?: string) => show('error', message, id ? { toastId: id } : undefined),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  /** A notice that stays until the visitor closes it or `dismiss(id)` (e.g. "saved offline"). */
  notice: (message: string, id: string) => show('info', message, { toastId: id, autoClose: false }),
  dismiss: (id: string) => void loadToastify().then(({ toast }) => toast.dismiss(id)),
};
