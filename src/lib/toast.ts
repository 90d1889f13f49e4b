import { toast } from 'react-toastify';

/** The one way the app raises a toast (spec section 8 lists every text). */
export const notify = {
  success: (message: string, autoCloseMs = 5000) =>
    toast.success(message, { autoClose: autoCloseMs }),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
  info: (message: string) => toast.info(message),
  /** A notice that stays until the visitor closes it or `dismiss(id)` (e.g. "saved offline"). */
  notice: (message: string, id: string) => toast.info(message, { toastId: id, autoClose: false }),
  dismiss: (id: string) => toast.dismiss(id),
};
