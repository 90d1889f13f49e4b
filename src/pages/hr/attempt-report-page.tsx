import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { companyWhen } from '../../features/hr/kit/company-time.ts';
import { decisionWordsOf } from '../../features/hr/report/decision-words.ts';
import { CandidateActions } from '../../features/hr/candidates/candidate-actions.tsx';
import type { AttemptReportView, ReportAnswer } from '../../../shared/contract/hr.ts';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { AttemptStanding } from '../../features/hr/report/attempt-standing.tsx';
import { LateAnswerDialog } from '../../features/hr/report/late-answer-dialog.tsx';
import { PracticalHistoryTables } from '../../features/hr/practical/practical-history.tsx';
import { PracticalReview } from '../../features/hr/practical/practical-review.tsx';
import { getReport } from '../../features/hr/report/report-api.ts';
import { ReportAnswers } from '../../features/hr/report/report-answers.tsx';
import { ReportTimeline } from '../../features/hr/report/report-timeline.tsx';
import { keptSettingsWords, scoreWords } from '../../features/hr/report/report-words.ts';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';
import { VerdictActions } from '../../features/hr/report/verdict-actions.tsx';
import { ErrorAlert } from '../../features/hr/kit/load-state.tsx';

function standingVerdict(report: AttemptReportView) {
  const newest = report.decisions.find(
    (d) => d.attemptId === report.attempt?.id && (d.kind === 'accept' || d.kind === 'invalidate'),
  );
  return (newest?.kind as 'accept' | 'invalidate' | undefined) ?? null;
}

/** A round started, submitted, or retired by HR: the report has a practical section. */
function hasPracticalRound(report: AttemptReportView) {
  const { practicalHistory } = report;
  return (
    report.practical !== null ||
    report.candidate.practical !== null ||
    practicalHistory.rounds.length > 0 ||
    practicalHistory.submissions.length > 0
  );
}

function ChainWords({ chain }: { chain: AttemptReportView['chain'] }) {
  if (!chain) return <>—</>;
  return chain.verifies ? (
    <>
      <span className="hr-badge hr-badge--success">Verifies</span> {chain.events} events, each
      sealed with the hash of the one before.
      {chain.redactedEvents > 0
        ? ` An erasure removed the personal details of ${chain.redactedEvents} of them (network addresses, devices); their times and kinds still check.`
        : ''}
    </>
  ) : (
    <>
      <span className="hr-badge hr-badge--danger">Broken</span> The log was changed: the first event
      that does not check is number {chain.brokenAtEventId}.
    </>
  );
}

/**
 * `/hr/report?candidate=ID`: one candidate's MCQ attempt told for a person — how it ended in
 * words, every event with both clocks, every answer, the kept late answers with their regrade,
 * and the decisions (accept, invalidate, reopen, retake), each with its reason; then the practical
 * round: its reopen and retake, the submission's review (tree, rubric scores, decision, similar
 * submissions), and what HR retired of it. Printable (A4).
 */
export default function AttemptReportPage() {
  const [params] = useSearchParams();
  const candidateId = params.get('candidate') ?? '';
  const me = useStaff();
  const report = useHrData(`report-${candidateId}`, () => getReport(candidateId));
  const [reviewing, setReviewing] = useState<ReportAnswer | null>(null);
  const data = report.data;
  if (!data)
    return (
      <>
        <h1>Attempt report</h1>
        {report.error ? (
          <ErrorAlert message={report.error} />
        ) : (
          <p role="status">Loading the report...</p>
        )}
        <p>
          <Link to="/hr/candidates">Back to the candidates</Link>
        </p>
      </>
    );
  const { candidate, attempt } = data;
  return (
    <article className="hr-report">
      <h1>Attempt report: {candidate.name}</h1>
      <div className="hr-actions hr-print-hidden">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => window.print()}
        >
          Print the report
        </button>
        <Link className="button button--ghost button--small" to="/hr/candidates">
          Back to the candidates
        </Link>
      </div>
      <AttemptStanding attempt={attempt} retakes={candidate.mcq?.retakes ?? 0} />
      <dl className="hr-facts">
        <dt>One-time ID</dt>
        <dd className="hr-code">{candidate.oneTimeId}</dd>
        <dt>Assessment</dt>
        <dd>
          {candidate.assessment}
          {candidate.cohort && ` (drive: ${candidate.cohort})`}
        </dd>
        <dt>Started</dt>
        <dd>{attempt ? companyWhen(attempt.startedAt) : 'Not started'}</dd>
        <dt>Submitted</dt>
        <dd>{attempt?.submittedAt ? companyWhen(attempt.submittedAt) : '—'}</dd>
        <dt>How it ended</dt>
        <dd>{data.ending ?? '—'}</dd>
        <dt>Score</dt>
        <dd>
          {attempt && attempt.right !== null && attempt.scorePercent !== null
            ? scoreWords(attempt.right, attempt.totalQuestions, attempt.scorePercent)
            : '—'}
        </dd>
        <dt>Settings kept</dt>
        <dd>{attempt ? keptSettingsWords(attempt) : '—'}</dd>
        <dt>Privacy notice read</dt>
        <dd>
          {attempt?.noticeVersion ? (
            <span className="hr-code">{attempt.noticeVersion}</span>
          ) : attempt ? (
            'None recorded (started before notices)'
          ) : (
            '—'
          )}
        </dd>
        <dt>Flags to judge</dt>
        <dd>
          {/* Signals for a person to weigh, never verdicts: nothing here changes a score. */}
          {data.flags.length === 0 ? (
            'None'
          ) : (
            <ul className="hr-flags">
              {data.flags.map((flag) => (
                <li key={flag.kind}>
                  <span className="hr-badge hr-badge--warning">Flag</span> {flag.sentence}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Event log</dt>
        <dd>
          <ChainWords chain={data.chain} />
        </dd>
      </dl>

      {attempt && (
        <section aria-labelledby="report-decide">
          <h2 id="report-decide">Decide</h2>
          {attempt.submittedAt && !attempt.retiredAt && (
            <VerdictActions
              candidateId={candidate.id}
              standing={standingVerdict(data)}
              onDecided={report.reload}
            />
          )}
          <div className="hr-print-hidden">
            <CandidateActions
              candidate={candidate}
              role={me.role}
              only={['window', 'reopen', 'retake']}
              onChanged={report.reload}
            />
          </div>
        </section>
      )}

      <section aria-labelledby="report-answers">
        <h2 id="report-answers">Answers</h2>
        {data.answers.length === 0 ? (
          <p className="hr-muted">No question served yet.</p>
        ) : (
          <ReportAnswers answers={data.answers} canDecide onReview={setReviewing} />
        )}
      </section>

      <section aria-labelledby="report-timeline">
        <h2 id="report-timeline">Timeline</h2>
        <ReportTimeline timeline={data.timeline} />
      </section>

      {hasPracticalRound(data) && (
        <section aria-labelledby="report-practical">
          <h2 id="report-practical">Practical round</h2>
          {!data.practical && (
            <p>
              {candidate.practical
                ? `Under way, due ${companyWhen(candidate.practical.deadlineAt)}.`
                : 'Not started again since the retake.'}
            </p>
          )}
          <div className="hr-print-hidden">
            <CandidateActions
              candidate={candidate}
              role={me.role}
              only={['practical-reopen', 'practical-retake']}
              onChanged={report.reload}
            />
          </div>
          {data.practical && (
            <PracticalReview
              candidateId={candidate.id}
              manifest={data.practical}
              staffId={me.id}
              onChanged={report.reload}
            />
          )}
          <PracticalHistoryTables candidateId={candidate.id} history={data.practicalHistory} />
        </section>
      )}

      <section aria-labelledby="report-decisions">
        <h2 id="report-decisions">Decisions</h2>
        {data.decisions.length === 0 ? (
          <p className="hr-muted">No decision yet.</p>
        ) : (
          <ul className="hr-report-decisions">
            {data.decisions.map((d) => (
              <li key={d.id}>
                {companyWhen(d.decidedAt)}: <strong>{decisionWordsOf(d.kind)}</strong> by{' '}
                {d.by ?? 'the server'}. Reason: {d.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
      <LateAnswerDialog
        candidateId={candidate.id}
        answer={reviewing}
        onClose={() => setReviewing(null)}
        onDecided={report.reload}
      />
    </article>
  );
}
