import { Link } from 'react-router-dom';
import type { AssessmentPreview } from '../../../../shared/contract/hr-assessments.ts';
import { formatMinutesSeconds } from '../../../../shared/time-format.ts';
import { percentWords } from '../results/ending-words.ts';
import { hasPractical, passMarkWords, roundWords } from './assessment-words.ts';
import { markPreview } from './preview-marking.ts';
import { usePreviewRun } from './use-preview-run.ts';
import { PreviewQuestion } from './preview-question.tsx';
import { FormattedQuestion } from '../kit/formatted-question.tsx';
import { questionSummary } from '../kit/question-summary.ts';

/**
 * A staff member takes an assessment's fresh draw as a candidate would: one question at a time
 * on the assessment's own clock, moving on at zero, then the score by its own pass mark. It all
 * happens in this page: the server recorded nothing when it drew the questions and hears nothing
 * after.
 */
export function AssessmentPreviewRun({
  preview,
  onAgain,
}: {
  preview: AssessmentPreview;
  onAgain: () => void;
}) {
  const { assessment, questions } = preview;
  const { run, left, start, choose, next } = usePreviewRun(
    questions.length,
    assessment.secondsPerQuestion,
  );
  const question = run && !run.finished ? questions[run.index] : undefined;

  if (!run)
    return (
      <section className="hr-panel" aria-labelledby="preview-about">
        <h2 id="preview-about">{assessment.name}</h2>
        <dl className="hr-facts">
          <dt>Rounds</dt>
          <dd>{roundWords[assessment.rounds]}</dd>
          <dt>Questions</dt>
          <dd>{questions.length}</dd>
          <dt>Time per question</dt>
          <dd>{assessment.secondsPerQuestion} seconds</dd>
          <dt>Pass mark</dt>
          <dd>{passMarkWords(assessment.passPercent)}</dd>
        </dl>
        {questions.length > 0 ? (
          <button type="button" className="button button--primary" onClick={start}>
            Start the preview
          </button>
        ) : (
          <p className="hr-muted">This draw has no MCQ question to try.</p>
        )}
        <PracticalTasks preview={preview} />
      </section>
    );

  if (question)
    return (
      <PreviewQuestion
        number={run.index + 1}
        count={questions.length}
        question={question}
        chosen={run.answers[run.index] ?? null}
        timeLeft={formatMinutesSeconds(left)}
        onChoose={choose}
        onNext={next}
      />
    );

  const mark = markPreview(questions, run.answers, assessment.passPercent);
  return (
    <section className="hr-panel" aria-labelledby="preview-score">
      <h2 id="preview-score">Your score</h2>
      <p className="hr-preview__score">
        {mark.right} of {mark.total} right ({percentWords(mark.percent)}):{' '}
        <span className={`hr-badge ${mark.passed ? 'hr-badge--success' : 'hr-badge--danger'}`}>
          {mark.passed ? 'Passed' : 'Not passed'}
        </span>
      </p>
      <p className="hr-muted">
        A candidate of {assessment.name} passes {passMarkWords(assessment.passPercent)}.
      </p>
      <ol className="hr-tasks">
        {questions.map((q, i) => (
          <li key={i}>
            <FormattedQuestion question={q.question} image={q.image} />
            <p>
              {run.answers[i] === q.correctOptionIndex ? 'Right' : 'Wrong'}: you chose{' '}
              {optionText(q.options, run.answers[i])}; the key is{' '}
              {optionText(q.options, q.correctOptionIndex)}.
            </p>
          </li>
        ))}
      </ol>
      <div className="hr-row-actions">
        <button type="button" className="button button--primary" onClick={onAgain}>
          Try a new draw
        </button>
        <Link className="button button--ghost" to="/hr/assessments">
          Back to the assessments
        </Link>
      </div>
      <PracticalTasks preview={preview} />
    </section>
  );
}

const optionText = (options: string[], index: number | null | undefined): string =>
  index === null || index === undefined
    ? 'nothing'
    : `“${questionSummary(options[index] ?? '', 80)}”`;

function PracticalTasks({ preview }: { preview: AssessmentPreview }) {
  if (!hasPractical(preview.assessment)) return null;
  return (
    <>
      <h3>Practical round: {preview.assessment.practicalMinutes} minutes</h3>
      {preview.practicalTasks.length === 0 ? (
        <p className="hr-muted">
          No task would be set: the task bank has none shown to candidates.
        </p>
      ) : (
        <ol className="hr-tasks">
          {preview.practicalTasks.map((task, i) => (
            <li key={i} className="hr-message">
              {task}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
