import type { Blocker } from 'react-router-dom';
import { ModalDialog } from '../../components/modal-dialog.tsx';

/** Asks before a back/forward navigation leaves a candidate page (the leave guard's dialog). */
export function LeaveConfirmDialog({ blocker, message }: { blocker: Blocker; message: string }) {
  return (
    <ModalDialog
      open={blocker.state === 'blocked'}
      className="candidate-dialog"
      aria-labelledby="leave-dialog-title"
      // Escape: the dialog closes when the router's reset renders (it renders in a transition),
      // not at once. Closed by the browser first, a back/forward pressed before that render
      // blocked again while `open` stayed true, so no dialog came back and the page was stuck.
      onEscape={() => blocker.reset?.()}
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
    </ModalDialog>
  );
}
