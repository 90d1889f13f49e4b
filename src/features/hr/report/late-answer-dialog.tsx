import { ActionDialog } from '../kit/action-dialog.tsx';
import type { ReportAnswer } from '../../../../shared/contract/hr.ts';
import { acceptLateAnswer, previewLateAnswer } from './report-api.ts';
import { scoreWords } from './report-words.ts';
import { useHrData } from '../kit/use-hr-data.ts';
import { ErrorAlert } from '../kit/load-state.tsx';

/** What accepting the kept answer would do to the score, asked of the server when it opens. */
function RegradePreview({
  candidateId,
  lateAnswerId,
}: {
  candidateId: string;
  lateAnswerId: number;
}) {
  const preview = useHrData(`preview-${lateAnswerId}`, () =>
    previewLateAnswer(candidateId, lateAnswerId),
  );
  if (preview.error) return <ErrorAlert message={preview.error} />;
  if (!preview.data) return <p role="status">Working out the score...</p>;
  const { before, after } = preview.data;
  return (
    <dl className="hr-facts">
      <dt>Score now</dt>
      <dd>{scoreWords(before.rightCount, before.totalQuestions, before.percent)}</dd>
      <dt>If accepted</dt>
      <dd>{scoreWords(after.rightCount, after.totalQuestions, after.percent)}</dd>
    </dl>
  );
}

/**
 * Accepting an answer that arrived after every window (kept, never thrown away): the score before
 * and after first, then the reason. Accepting counts it and scores the attempt again.
 */
export function LateAnswerDialog({
  candidateId,
  answer,
  onClose,
  onDecided,
}: {
  candidateId: string;
  answer: ReportAnswer | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  const late = answer?.lateAnswer;
  return (
    <ActionDialog
      open={Boolean(answer && late)}
      title={`Accept the late answer to question ${answer?.questionNumber ?? ''}`}
      description={
        late &&
        answer && (
          <>
            <p>
              The candidate chose {late.chosenOption ?? 'no option'}; the key is{' '}
              {answer.correctOption}. It arrived after every window and was kept for a person to
              decide.
            </p>
            <RegradePreview candidateId={candidateId} lateAnswerId={late.id} />
          </>
        )
      }
      initialValues={{ reason: '' }}
      submitLabel="Accept the answer"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if (!late) return;
        await acceptLateAnswer(candidateId, late.id, reason);
        onDecided();
      }}
    />
  );
}
