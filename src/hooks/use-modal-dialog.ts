import { useEffect, useRef } from 'react';

/**
 * Opens a native `<dialog>` as a modal while `open` (focus kept inside, Escape fires `cancel`)
 * and closes it otherwise. Returns the ref for the element.
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return dialogRef;
}
