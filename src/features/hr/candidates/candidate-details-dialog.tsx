import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { companyWhen } from '../kit/company-time.ts';
import { CandidateActions } from './candidate-actions.tsx';
import { timeFactorLabel } from './candidate-form-fields.tsx';
import {
  CandidateStatusBadge,
  mcqWords,
  testTypeLabels,
  windowWords,
} from './candidate-status.tsx';
import { getCandidate } from './candidates-api.ts';
import { PracticalHistoryTables } from '../practical/practical-history.tsx';
import { reportHref } from '../report/report-api.ts';
import type { IssuedCredentials } from './credentials-dialog.tsx';
import { focusLost } from '../kit/focus-if-lost.ts';
import { HrDialog } from '../kit/hr-dialog.tsx';
import type { CandidateView, StaffRole } from '../../../../shared/contract/hr.ts';
import { useHrData } from '../kit/use-hr-data.ts';
import { DataTable } from '../kit/data-table.tsx';
import { ErrorAlert } from '../kit/load-state.tsx';
import { CandidateMailSection } from '../mail/candidate-mail-section.tsx';

/**
 * One candidate: their details, every MCQ attempt (retired retakes too), the practical rounds and
 * submissions HR retired, and the actions the staff member's role allows. Opened from the candidates table; Escape or Close returns there.
 */
export function CandidateDetailsDialog({
  candidateId,
  role,
  onClose,
  onChanged,
  onCredentials,
}: {
  candidateId: string | null;
  role: StaffRole;
  onClose: () => void;
  onChanged: () => void;
  onCredentials: (issued: IssuedCredentials) => void;
}) {
  return (
    <HrDialog
      open={candidateId !== null}
      wide
      aria-labelledby="candidate-details-title"
      onEscape={onClose}
    >
      {/* First, so the dialog opens on it (its content is still loading) and Tab goes on to
          the actions. */}
      <div className="hr-dialog__close">
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </div>
      {candidateId && (
        <CandidateDetails
          id={candidateId}
          role={role}
          onChanged={onChanged}
          onCredentials={onCredentials}
        />
      )}
    </HrDialog>
  );
}

function CandidateDetails({
  id,
  role,
  onChanged,
  onCredentials,
}: {
  id: string;
  role: StaffRole;
  onChanged: () => void;
  onCredentials: (issued: IssuedCredentials) => void;
}) {
  const { data, error, reload } = useHrData(id, () => getCandidate(id));
  // Counts the changes made here: each may have queued or cancelled an e-mail.
  const [changes, setChanges] = useState(0);
  // An action can remove its own button (Revoke becomes Restore; a retake leaves nothing to
  // reopen): when the changed candidate arrives and focus went with the button, it goes to the
  // candidate's name, not to the page body behind the dialog.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (data && focusLost()) headingRef.current?.focus({ preventScroll: true });
  }, [data]);
  if (!data)
    return (
      <>
        <h2 id="candidate-details-title">Candidate</h2>
        {error ? <ErrorAlert message={error} /> : <p role="status">Loading...</p>}
      </>
    );
  const { candidate, attempts, practicalHistory } = data;
  const practicalRetired =
    practicalHistory.rounds.length > 0 || practicalHistory.submissions.length > 0;
  const changed = (_: CandidateView) => {
    reload();
    setChanges((n) => n + 1);
    onChanged();
  };
  return (
    <>
      <h2 id="candidate-details-title" ref={headingRef} tabIndex={-1}>
        {candidate.name}
      </h2>
      <dl className="hr-facts">
        <dt>One-time ID</dt>
        <dd className="hr-code">{candidate.oneTimeId}</dd>
        <dt>Status</dt>
        <dd>
          <CandidateStatusBadge status={candidate.status} />
          {candidate.revokeReason && ` (${candidate.revokeReason})`}
        </dd>
        <dt>E-mail</dt>
        <dd>{candidate.email ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{candidate.phone ?? '—'}</dd>
        <dt>Cohort</dt>
        <dd>{candidate.cohort ?? '—'}</dd>
        <dt>Test</dt>
        <dd>{testTypeLabels[candidate.testType]}</dd>
        <dt>Time factor</dt>
        <dd>{timeFactorLabel(candidate.timeFactor)}</dd>
        <dt>Window</dt>
        <dd>{windowWords(candidate.windowStart, candidate.windowEnd)}</dd>
        <dt>MCQ</dt>
        <dd>
          {/* After a retake the current attempt is gone until the candidate starts again: say
              so, not "Not started" as if they never had. */}
          {candidate.mcq === null && attempts.some((a) => a.retiredAt)
            ? 'Retake granted: the fresh test has not started yet'
            : mcqWords(candidate.mcq)}
        </dd>
        <dt>Practical</dt>
        <dd>
          {!candidate.practical
            ? 'Not started'
            : candidate.practical.submittedAt
              ? `Submitted ${companyWhen(candidate.practical.submittedAt)}`
              : `Under way, due ${companyWhen(candidate.practical.deadlineAt)}`}
        </dd>
        <dt>Created</dt>
        <dd>{companyWhen(candidate.createdAt)}</dd>
      </dl>
      <CandidateActions
        candidate={candidate}
        role={role}
        onChanged={changed}
        onCredentials={onCredentials}
      />
      {(attempts.length > 0 || candidate.practical || practicalRetired) && (
        <p>
          <Link to={reportHref(candidate.id)}>
            Open the attempt report (timeline, answers, practical, decisions)
          </Link>
        </p>
      )}
      <CandidateMailSection
        candidate={candidate}
        role={role}
        version={String(changes)}
        onChanged={changed}
        onCredentials={onCredentials}
      />
      <h3>MCQ attempts</h3>
      {attempts.length === 0 ? (
        <p className="hr-muted">No attempt yet.</p>
      ) : (
        <DataTable
          label="MCQ attempts"
          columns={['Started', 'Submitted', 'How it ended', 'Score', 'Retired']}
        >
          {attempts.map((attempt) => (
            <tr key={attempt.id}>
              <td>{companyWhen(attempt.startedAt)}</td>
              <td>{attempt.submittedAt ? companyWhen(attempt.submittedAt) : '—'}</td>
              <td>{attempt.submitReason ?? '—'}</td>
              <td>{attempt.scorePercent === null ? '—' : `${attempt.scorePercent}%`}</td>
              <td>
                {attempt.retiredAt
                  ? `${companyWhen(attempt.retiredAt)}${attempt.retiredReason ? `: ${attempt.retiredReason}` : ''}`
                  : '—'}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <PracticalHistoryTables candidateId={candidate.id} history={practicalHistory} />
    </>
  );
}
