import type { ComponentProps } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';

/**
 * A native `<dialog>`, modal while `open` (focus kept inside, returned where it was on closing).
 * Escape does not close it by itself: it calls `onEscape`, and the owner closes it by changing
 * `open`. Closed by the browser first, a dialog whose `open` stayed true would not come back.
 */
export function ModalDialog({
  open,
  onEscape,
  ...dialogProps
}: Omit<ComponentProps<'dialog'>, 'open' | 'onCancel' | 'ref'> & {
  open: boolean;
  onEscape: () => void;
}) {
  const dialogRef = useModalDialog(open);
  return (
    <dialog
      ref={dialogRef}
      {...dialogProps}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    />
  );
}
