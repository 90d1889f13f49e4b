import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PendingButton } from '../../components/pending-button.tsx';
import { formatDurationSeconds } from '../../lib/when.ts';

/**
 * The instruction dialog offered to a candidate above the pass mark (spec §4, step 4): Cancel
 * closes it; Start starts the practical round (`onStart` resolves false when that failed, and the
 * button can be pressed again). It says how long the round runs for this candidate (their time
 * factor included) once the server has said; no figure before, as on the practical rules page.
 */
export function PracticalInstructionsDialog({
  open,
  onClose,
  onStart,
  seconds,
  extraTime = false,
}: {
  open: boolean;
  onClose: () => void;
  onStart: () => Promise<boolean>;
  /** The round's length for this candidate, to the second (`CandidateProgress.practical`). */
  seconds?: number;
  extraTime?: boolean;
}) {
  return (
    <ModalDialog
      open={open}
      className="candidate-dialog"
      aria-labelledby="practical-dialog-title"
      onEscape={onClose}
    >
      <h2 id="practical-dialog-title">Practical round instructions</h2>
      <ul className="candidate-rules">
        <li>
          The practical round is timed
          {seconds === undefined
            ? ''
            : `: you have ${formatDurationSeconds(seconds)}${extraTime ? ', your extra time included' : ''}`}
          . The clock starts when you press Start and keeps running if you close the page.
        </li>
        <li>
          Read every task, build your solution on your own computer, then upload it as one .zip
          file.
        </li>
        <li>Do not include the node_modules folder in your zip.</li>
        <li>If you upload after the time is up, you will be asked for the reason for the delay.</li>
      </ul>
      <div className="candidate-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
        <PendingButton className="button button--primary" busyLabel="Starting..." onPress={onStart}>
          Start
        </PendingButton>
      </div>
    </ModalDialog>
  );
}
