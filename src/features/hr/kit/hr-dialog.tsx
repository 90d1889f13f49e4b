import type { ComponentProps } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';

/**
 * A dialog of the HR console: the site's modal (focus kept inside, Escape calls `onEscape`) in the
 * console's frame, wide when it holds a table. One place, so the console's dialogs stay alike.
 */
export function HrDialog({
  wide,
  ...dialogProps
}: Omit<ComponentProps<typeof ModalDialog>, 'className'> & { wide?: boolean }) {
  return <ModalDialog className={`hr-dialog${wide ? ' hr-dialog--wide' : ''}`} {...dialogProps} />;
}

/**
 * The foot of a dialog that only shows something (an import's progress, a password shown once):
 * one button that closes it. `primary` when closing is the thing to do next (Done).
 */
export function DialogCloseActions({
  label,
  primary,
  onClose,
}: {
  label: string;
  primary?: boolean;
  onClose: () => void;
}) {
  return (
    <div className="hr-dialog__actions">
      <button
        type="button"
        className={`button ${primary ? 'button--primary' : 'button--ghost'}`}
        onClick={onClose}
      >
        {label}
      </button>
    </div>
  );
}
