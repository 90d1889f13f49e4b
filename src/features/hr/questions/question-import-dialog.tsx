import { optionLetter } from '../../../../shared/option-letter.ts';
import { useState } from 'react';
import { notify } from '../../../components/toast.ts';
import {
  difficulties,
  questionImportFormats,
  type Difficulty,
  type ImportedQuestion,
  type QuestionImportFormat,
} from '../../../../shared/contract/hr.ts';
import {
  ImportDialog,
  ImportPreviewTable,
  ImportReasonField,
  ImportSelectField,
  ImportTextField,
} from '../kit/import-dialog.tsx';
import { ImportPanel } from '../kit/import-panel.tsx';
import { importQuestions, previewQuestionImport } from './questions-api.ts';
import { questionSummary } from '../kit/question-summary.ts';
import './question-editor.css';

const formatNames: Record<QuestionImportFormat, string> = {
  aiken: 'Aiken',
  gift: 'GIFT (multiple choice)',
  csv: 'CSV template',
};

const formatHelp: Record<QuestionImportFormat, string> = {
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
  const [format, setFormat] = useState<QuestionImportFormat>('aiken');
  const [category, setCategory] = useState('general');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [reason, setReason] = useState('');
  const options = { format, category, difficulty, reason };
  return (
    <ImportDialog open={open} title="Import questions" onClose={onClose}>
      <ImportPanel<ImportedQuestion>
        label="Questions file"
        accept=".txt,.gift,.csv,text/plain,text/csv"
        help={<p>{formatHelp[format]} If any line is wrong, nothing is created.</p>}
        optionsKey={JSON.stringify({ format, category, difficulty })}
        options={
          <div className="hr-form__row">
            <ImportSelectField
              id="import-format"
              label="Format"
              value={format}
              choices={questionImportFormats}
              wording={(f) => formatNames[f]}
              onChange={setFormat}
            />
            <ImportTextField
              id="import-category"
              label="Category"
              hint="Given to each question the file does not put in a category."
              list="import-categories"
              value={category}
              onChange={setCategory}
            />
            <datalist id="import-categories">
              {categories.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <ImportSelectField
              id="import-difficulty"
              label="Difficulty"
              value={difficulty}
              choices={difficulties}
              onChange={setDifficulty}
            />
            <ImportReasonField value={reason} onChange={setReason} />
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
    </ImportDialog>
  );
}

function ImportedQuestionsPreview({ rows }: { rows: ImportedQuestion[] }) {
  return (
    <ImportPreviewTable
      label="Questions to create"
      rows={rows}
      columns={[
        { heading: 'Category', cell: (row) => row.category },
        { heading: 'Difficulty', cell: (row) => row.difficulty },
        { heading: 'Question', cell: (row) => <ImportedQuestionCell row={row} />, wrap: true },
        {
          heading: 'Correct',
          cell: (row) =>
            `${optionLetter(row.correctOptionIndex)}: ${row.options[row.correctOptionIndex]}`,
        },
        { heading: 'Already there?', cell: nearCopyWords, wrap: true },
      ]}
    />
  );
}

/**
 * A question of the file as a line of words (its Markdown's marks left out), and the picture the
 * file gives it as a thumbnail (a `data:` address from the preview: nothing is stored yet).
 */
export function ImportedQuestionCell({ row }: { row: ImportedQuestion }) {
  return (
    <>
      {questionSummary(row.question)}
      {row.image && (
        <img
          className="hr-question-thumbnail"
          src={row.image.src}
          alt={row.image.alt}
          width={row.image.width}
          height={row.image.height}
        />
      )}
    </>
  );
}

/** A near copy pointed out in words (a note: the import may still go ahead). */
function nearCopyWords(row: ImportedQuestion): string {
  const copy = row.nearCopyOf;
  if (!copy) return '—';
  return copy.line === null
    ? `Nearly the same as a question in the bank: "${questionSummary(copy.question, 80)}"`
    : `Nearly the same as line ${copy.line}: "${questionSummary(copy.question, 80)}"`;
}
