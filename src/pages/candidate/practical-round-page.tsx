import { useEffect, useId, useRef, useState } from 'react';
import { uploadMessages } from '../../../shared/contract/practical.ts';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import { usePracticalRound } from '../../features/candidate/use-practical-round.ts';
import { checkZipFile } from '../../features/candidate/practical-api.ts';
import { RequireCandidate } from '../../features/candidate/require-candidate.tsx';
import { usePracticalAnnouncement } from '../../features/candidate/use-practical-announcement.ts';
import { formatHoursMinutesSeconds } from '../../../shared/time-format.ts';
import './candidate.css';

/** `/practical-round` (spec §2, §4 step 5, §5): the tasks, the server-timed countdown, the upload. */
export default function PracticalRoundPage() {
  return <RequireCandidate>{() => <PracticalRound />}</RequireCandidate>;
}

function PracticalRound() {
  const { data, leftMs, timeUp, loadError, upload, submit, resetUpload, loading } =
    usePracticalRound();
  const blocker = useLeaveGuard(upload.status !== 'uploading');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const fileId = useId();
  const reasonId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const announcement = usePracticalAnnouncement(leftMs, !loading && data !== null);
  // Closing the file chooser without a file says so (spec §5: "No file selected!").
  useEffect(() => {
    const input = fileInput.current;
    if (!input) return;
    const onCancel = () => {
      if (!input.files?.length) setFileError(uploadMessages.noFile);
    };
    input.addEventListener('cancel', onCancel);
    return () => input.removeEventListener('cancel', onCancel);
  }, [data]);

  if (loadError) {
    return (
      <section className="candidate-card">
        <h1>Practical Round</h1>
        <p className="candidate-error candidate-error--block" role="alert">
          Error: {loadError}
        </p>
      </section>
    );
  }
  if (loading || !data) {
    return (
      <section className="candidate-card" aria-busy="true">
        <p>Loading...</p>
      </section>
    );
  }

  const uploading = upload.status === 'uploading';
  const reasonMissing = timeUp && reason.trim() === '';
  const canUpload = !uploading && file !== null && !fileError && !reasonMissing;

  return (
    <section className="candidate-card" aria-labelledby="practical-title">
      <div className="interview__bar">
        <h1 id="practical-title">Practical Round</h1>
        <p>
          Time Left:{' '}
          <span
            className={`interview__timer${timeUp ? ' interview__timer--low' : ''}`}
            role="timer"
          >
            {formatHoursMinutesSeconds(leftMs)}
          </span>
        </p>
      </div>
      <p className="visually-hidden" role="status" aria-atomic="true">
        {announcement}
      </p>
      <h2>Tasks</h2>
      <ol className="candidate-rules">
        {data.questions.map((task, index) => (
          <li key={index}>{task.question}</li>
        ))}
      </ol>

      <h2>Upload your solution</h2>
      <form
        className="candidate-form"
        onSubmit={(event) => {
          event.preventDefault();
          setReasonTouched(true);
          if (!file) setFileError(uploadMessages.noFile);
          else if (canUpload) void submit(file, reason);
        }}
      >
        <div className="candidate-field">
          <label htmlFor={fileId}>Solution (.zip)</label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept=".zip,application/zip,application/x-zip-compressed"
            disabled={uploading}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = checkZipFile(chosen, data.upload_max_mb);
              setFile(problem ? null : chosen);
              setFileError(problem);
              resetUpload();
            }}
          />
          <p className="candidate-muted">Do not include the node_modules folder in your zip.</p>
          <p className="candidate-muted">The zip may be up to {data.upload_max_mb} MB.</p>
          {fileError && (
            <p className="candidate-error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        {timeUp && (
          <div className="candidate-field">
            <label htmlFor={reasonId}>Reason for delay</label>
            <textarea
              id={reasonId}
              rows={3}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setReasonTouched(true)}
            />
            {reasonTouched && reasonMissing && (
              <p className="candidate-error" role="alert">
                {uploadMessages.reasonRequired}
              </p>
            )}
          </div>
        )}
        {uploading && (
          <div className="upload-progress">
            <progress max={100} value={upload.percent} aria-label="Upload progress" />
            <span>
              {upload.retryInSeconds
                ? `Server busy, retrying in ${upload.retryInSeconds} s…`
                : `${upload.percent}%`}
            </span>
          </div>
        )}
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={!canUpload}
        >
          {uploading ? 'Uploading...' : upload.status === 'failed' ? 'Retry upload' : 'Upload'}
        </button>
      </form>
      <LeaveConfirmDialog
        blocker={blocker}
        message="The clock keeps running while you are away; your upload is not sent yet."
      />
    </section>
  );
}
