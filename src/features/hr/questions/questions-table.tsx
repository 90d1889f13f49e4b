import { companyDate } from '../kit/company-time.ts';
import { optionLetter } from '../../../../shared/option-letter.ts';
import type { QuestionView } from '../../../../shared/contract/hr.ts';
import type { QuestionSortKey } from './questions-api.ts';
import { sortableHeaders, type ServerSorting } from '../kit/sortable-header.tsx';
import { DataTable } from '../kit/data-table.tsx';

/**
 * One page of the bank (current versions). Staff read the correct option here: the console is
 * the one place the answer key is shown. Edit and retire appear for admins only.
 */
export function QuestionsTable({
  questions,
  order,
  onSort,
  onEdit,
  onRetire,
  busy,
}: ServerSorting<QuestionSortKey> & {
  questions: QuestionView[];
  onEdit?: (question: QuestionView) => void;
  onRetire?: (question: QuestionView) => void;
  busy: boolean;
}) {
  const header = sortableHeaders({ order, onSort });
  const admin = Boolean(onEdit || onRetire);
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
        admin && 'Actions',
      ]}
    >
      {questions.map((question) => (
        <tr key={question.id}>
          <td className="hr-table__wrap">
            {question.question}
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
            {question.options[question.correctOptionIndex]}
          </td>
          <td>{question.version}</td>
          <td>{question.usedInAttempts}</td>
          <td>{companyDate(question.createdAt)}</td>
          {admin && (
            <td>
              <div className="hr-row-actions">
                {onEdit && question.status === 'active' && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => onEdit(question)}
                  >
                    Edit<span className="visually-hidden"> question: {question.question}</span>
                  </button>
                )}
                {onRetire && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => onRetire(question)}
                  >
                    {question.status === 'retired' ? 'Restore' : 'Retire'}
                    <span className="visually-hidden"> question: {question.question}</span>
                  </button>
                )}
              </div>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
