import { useState } from 'react';
import { notify } from '../../components/toast.ts';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import {
  difficulties,
  questionFormats,
  type Difficulty,
  type ImportedQuestion,
  type QuestionFormat,
} from './hr-api-types.ts';
import { ImportPanel } from './import-panel.tsx';
import { optionLetters } from './question-form-fields.tsx';
import { importQuestions, previewQuestionImport } from './questions-api.ts';

const formatNames: Record<QuestionFormat, string> = {
  aiken: 'Aiken',
  gift: 'GIFT (multiple choice)',
  csv: 'CSV template',
};

const formatHelp: Record<QuestionFormat, string> = {
  aiken:
    'A question line, 2 to 6 options written "A) text" or "A. text", then "ANSWER: B"; a blank line between questions. Aiken carries no category or difficulty: they come from the fields below.',
  gift: 'Multiple choice only: "question text {=right ~wrong ~wrong}", with optional "$CATEGORY: name" lines and "::title::". Other GIFT question types are reported as line errors.',
  csv: 'Header: category, difficulty, question, option_a … option_f, correct (a letter A–F). option_c to option_f may be empty.',
};

/** Imports questions in Aiken, GIFT or the CSV template: checked first, then all or nothing. */
export function QuestionImportDialog({
  open,
  categories,
  onClose,
  onImported,
}: {
  open: boolean;
  categories: string[];
  onClose: () => void;
  onImported: () => void;
}) {
  const dialogRef = useModalDialog(open);
  const [format, setFormat] = useState<QuestionFormat>('aiken');
  const [category, setCategory] = useState('general');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [reason, setReason] = useState('');
  const options = { format, category, difficulty, reason };
  return (
    <dialog
      ref={dialogRef}
      className="hr-dialog hr-dialog--wide"
      aria-labelledby="question-import-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="question-import-title">Import questions</h2>
      {open && (
        <ImportPanel<ImportedQuestion>
          label="Questions file"
          accept=".txt,.gift,.csv,text/plain,text/csv"
          help={<p>{formatHelp[format]} If any line is wrong, nothing is created.</p>}
          optionsKey={JSON.stringify({ format, category, difficulty })}
          options={
            <div className="hr-form__row">
              <div className="hr-field">
                <label htmlFor="import-format">Format</label>
                <select
                  id="import-format"
                  value={format}
                  onChange={(e) => setFormat(e.target.value as QuestionFormat)}
                >
                  {questionFormats.map((f) => (
                    <option key={f} value={f}>
                      {formatNames[f]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="hr-field">
                <label htmlFor="import-category">Category</label>
                <p id="import-category-hint" className="hr-field__hint">
                  For questions whose file names none.
                </p>
                <input
                  id="import-category"
                  list="import-categories"
                  value={category}
                  aria-describedby="import-category-hint"
                  onChange={(e) => setCategory(e.target.value)}
                />
                <datalist id="import-categories">
                  {categories.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              </div>
              <div className="hr-field">
                <label htmlFor="import-difficulty">Difficulty</label>
                <select
                  id="import-difficulty"
                  value={difficulty}
                  onChange={(e) => setDifficulty(e.target.value as Difficulty)}
                >
                  {difficulties.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </div>
              <div className="hr-field">
                <label htmlFor="import-reason">Reason (optional)</label>
                <p id="import-reason-hint" className="hr-field__hint">
                  Saved in the audit log.
                </p>
                <input
                  id="import-reason"
                  value={reason}
                  aria-describedby="import-reason-hint"
                  onChange={(e) => setReason(e.target.value)}
                />
              </div>
            </div>
          }
          preview={(text) => previewQuestionImport(text, options)}
          run={(text) => importQuestions(text, options)}
          importLabel={(count) => `Import ${count} question${count === 1 ? '' : 's'}`}
          describeRows={(rows) => <ImportedQuestionsPreview rows={rows} />}
          onImported={(answer) => {
            notify.success(`${answer.created.length} questions were imported.`);
            onImported();
          }}
        />
      )}
      <div className="hr-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

function ImportedQuestionsPreview({ rows }: { rows: ImportedQuestion[] }) {
  return (
    <div className="hr-table-region" role="region" aria-label="Questions to create" tabIndex={0}>
      <table className="hr-table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Category</th>
            <th scope="col">Difficulty</th>
            <th scope="col">Question</th>
            <th scope="col">Correct</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 100).map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.category}</td>
              <td>{row.difficulty}</td>
              <td className="hr-table__wrap">{row.question}</td>
              <td>
                {optionLetters[row.correctOptionIndex]}: {row.options[row.correctOptionIndex]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > 100 && <p className="hr-muted">…and {rows.length - 100} more.</p>}
    </div>
  );
}
