import type { QuestionView } from '../../../../shared/contract/hr.ts';
import { companyDate } from '../kit/company-time.ts';
import { FormattedOptions, FormattedQuestion } from '../kit/formatted-question.tsx';
import { HrDialog } from '../kit/hr-dialog.tsx';
import { ErrorAlert } from '../kit/load-state.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { getQuestionVersions } from './questions-api.ts';
import './question-editor.css';

const statusWords: Record<QuestionView['status'], string> = {
  active: 'current',
  retired: 'retired',
  superseded: 'replaced by a later version',
};

/**
 * One question with every version of it, newest first: each formatted as the candidate saw it
 * (its picture too), its options with the key. Opened from the list; Escape or Close returns.
 */
export function QuestionDetailsDialog({
  questionId,
  onClose,
}: {
  questionId: string | null;
  onClose: () => void;
}) {
  return (
    <HrDialog
      open={questionId !== null}
      wide
      aria-labelledby="question-details-title"
      onEscape={onClose}
    >
      <div className="hr-dialog__close">
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          Close
        </button>
      </div>
      <h2 id="question-details-title">Question details</h2>
      {questionId && <QuestionVersions id={questionId} />}
    </HrDialog>
  );
}

function QuestionVersions({ id }: { id: string }) {
  const { data, error } = useHrData(id, () => getQuestionVersions(id));
  if (error) return <ErrorAlert message={error} />;
  if (!data) return <p role="status">Loading the question...</p>;
  return (
    <>
      <p className="hr-muted">
        {data.question.category}, {data.question.difficulty}; used in {data.question.usedInAttempts}{' '}
        attempt{data.question.usedInAttempts === 1 ? '' : 's'}.
      </p>
      {data.versions.map((version) => (
        <section
          key={version.id}
          className="hr-question-version"
          aria-labelledby={`version-${version.id}`}
        >
          <h3 id={`version-${version.id}`}>
            Version {version.version} ({statusWords[version.status]}, added{' '}
            {companyDate(version.createdAt)})
          </h3>
          <FormattedQuestion question={version.question} image={version.image} />
          <FormattedOptions options={version.options} correct={version.correctOptionIndex} />
        </section>
      ))}
    </>
  );
}
