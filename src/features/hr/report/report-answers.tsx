import type { ReportAnswer } from '../../../../shared/contract/hr.ts';
import { durationWords } from '../../../../shared/time-format.ts';
import { clockTime } from './report-words.ts';
import { DataTable } from '../kit/data-table.tsx';
import { FormattedOptions, FormattedQuestion } from '../kit/formatted-question.tsx';

/** An option's letter back to its place in the order this candidate saw ("B" is 1). */
const letterIndex = (letter: string | null): number | null =>
  letter ? letter.charCodeAt(0) - 65 : null;

/** Why the late-answer policy kept an answer instead of counting it (api/domain/late-answer-policy.ts). */
const keptBecauseWords: Record<string, string> = {
  'attempt-closed': 'arrived after the test had ended',
  'past-reconnect-window': 'arrived after the reconnect window',
  'given-after-deadline': 'the device says it was given after the deadline',
  'older-window': 'sent by an older window after a newer one took the test over',
};

function LateAnswerCell({
  answer,
  canDecide,
  onReview,
}: {
  answer: ReportAnswer;
  canDecide: boolean;
  onReview: (answer: ReportAnswer) => void;
}) {
  const late = answer.lateAnswer;
  if (!late) return <>{answer.syncedLate ? 'Synced late, counted' : '—'}</>;
  const when = `${late.givenAt ? `given ${clockTime(late.givenAt)}, ` : ''}arrived ${clockTime(late.arrivedAt)}`;
  return (
    <>
      {late.status === 'accepted' ? 'Accepted by HR: ' : 'Kept, not counted: '}
      {late.chosenOption ?? 'no option'} ({when},{' '}
      {keptBecauseWords[late.keptBecause] ?? late.keptBecause})
      {late.status === 'kept' && canDecide && (
        <>
          {' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onReview(answer)}
          >
            Review late answer {answer.questionNumber}
          </button>
        </>
      )}
    </>
  );
}

/**
 * The question's time, reckoned as the timeline's: the device's account, and, when the answer
 * waited on the device (offline), when it reached the server.
 */
function timeWords(answer: ReportAnswer): string {
  if (answer.secondsTaken === null) return '—';
  if (answer.arrivedAfterSeconds === null) return `${answer.secondsTaken} s`;
  return `${answer.secondsTaken} s on the device (reached the server after ${durationWords(answer.arrivedAfterSeconds * 1000)})`;
}

/**
 * The answers question by question: the question as the candidate saw it (formatted, with its
 * picture and its options in their order), what was chosen (letters in that order), the key,
 * right or wrong, the time taken, and any late answer with its two times.
 */
export function ReportAnswers({
  answers,
  canDecide,
  onReview,
}: {
  answers: ReportAnswer[];
  canDecide: boolean;
  onReview: (answer: ReportAnswer) => void;
}) {
  return (
    <DataTable
      label="Answers by question"
      className="hr-report-table"
      columns={['#', 'Question', 'Chosen', 'Key', 'Result', 'Time', 'Late answer']}
    >
      {answers.map((answer) => (
        <tr key={answer.questionNumber}>
          <td>{answer.questionNumber}</td>
          <td className="hr-table__wrap hr-report-question">
            <FormattedQuestion question={answer.question} image={answer.image} />
            {answer.version > 1 && <p className="hr-muted">Version {answer.version}</p>}
            <FormattedOptions
              options={answer.options}
              correct={letterIndex(answer.correctOption)}
              chosen={answer.settled ? letterIndex(answer.chosenOption) : null}
            />
          </td>
          <td>{answer.settled ? (answer.chosenOption ?? 'None') : 'Not reached'}</td>
          <td>{answer.correctOption}</td>
          <td>
            {answer.correct === null ? '—' : answer.correct ? 'Right' : 'Wrong'}
            {answer.acceptedByHr && ' (accepted by HR)'}
          </td>
          <td>{timeWords(answer)}</td>
          <td className="hr-table__wrap">
            <LateAnswerCell answer={answer} canDecide={canDecide} onReview={onReview} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
