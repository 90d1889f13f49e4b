import { companyDate } from '../kit/company-time.ts';
import { optionLetter } from '../../../../shared/option-letter.ts';
import type { QuestionView } from '../../../../shared/contract/hr.ts';
import type { QuestionSortKey } from './questions-api.ts';
import { sortableHeaders, type ServerSorting } from '../kit/sortable-header.tsx';
import { DataTable } from '../kit/data-table.tsx';
import { questionSummary } from '../kit/question-summary.ts';

/**
 * One page of the bank (current versions). Staff read the correct option here: the console is
 * the one place the answer key is shown. A question reads as its words (its Markdown and code run
 * onto a line or two); Details shows it formatted, with its picture and its versions. Edit and
 * retire appear for admins only.
 */
export function QuestionsTable({
  questions,
  order,
  onSort,
  onDetails,
  onEdit,
  onRetire,
  busy,
}: ServerSorting<QuestionSortKey> & {
  questions: QuestionView[];
  onDetails: (question: QuestionView) => void;
  onEdit?: (question: QuestionView) => void;
  onRetire?: (question: QuestionView) => void;
  busy: boolean;
}) {
  const header = sortableHeaders({ order, onSort });
  return (
    <DataTable
      label="Questions"
      busy={busy}
      columns={[
        'Question',
        header('Category', 'category'),
        header('Difficulty', 'difficulty'),
        'Correct',
        'Version',
        'Used',
        header('Added', 'createdAt'),
        'Actions',
      ]}
    >
      {questions.map((question) => {
        const summary = questionSummary(question.question);
        return (
          <tr key={question.id}>
            <td className="hr-table__wrap hr-question-cell">
              <span className="hr-question-summary">{summary}</span>
              {question.image && (
                <>
                  {' '}
                  <span className="hr-badge">Image</span>
                </>
              )}
              {question.status === 'retired' && (
                <>
                  {' '}
                  <span className="hr-badge hr-badge--danger">Retired</span>
                </>
              )}
            </td>
            <td>{question.category}</td>
            <td>{question.difficulty}</td>
            <td>
              {optionLetter(question.correctOptionIndex)}:{' '}
              {questionSummary(question.options[question.correctOptionIndex] ?? '', 60)}
            </td>
            <td>{question.version}</td>
            <td>{question.usedInAttempts}</td>
            <td>{companyDate(question.createdAt)}</td>
            <td>
              <div className="hr-row-actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onDetails(question)}
                >
                  Details<span className="visually-hidden"> of question: {summary}</span>
                </button>
                {onEdit && question.status === 'active' && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => onEdit(question)}
                  >
                    Edit<span className="visually-hidden"> question: {summary}</span>
                  </button>
                )}
                {onRetire && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => onRetire(question)}
                  >
                    {question.status === 'retired' ? 'Restore' : 'Retire'}
                    <span className="visually-hidden"> question: {summary}</span>
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
