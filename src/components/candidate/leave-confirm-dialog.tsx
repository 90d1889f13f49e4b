import type { Blocker } from 'react-router-dom';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';

/** Asks before a back/forward navigation leaves a candidate page (the leave guard's dialog). */
export function LeaveConfirmDialog({ blocker, message }: { blocker: Blocker; message: string }) {
  const dialogRef = useModalDialog(blocker.state === 'blocked');

  return (
    <dialog
      ref={dialogRef}
      className="candidate-dialog"
      aria-labelledby="leave-dialog-title"
      onCancel={() => blocker.reset?.()}
    >
      <h2 id="leave-dialog-title">Leave this page?</h2>
      <p>{message}</p>
      <div className="candidate-dialog__actions">
        <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
          Stay on this page
        </button>
        <button type="button" className="button button--ghost" onClick={() => blocker.proceed?.()}>
          Leave
        </button>
      </div>
    </dialog>
  );
}
