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

const formatNames: Record<QuestionImportFormat, string> = {
  aiken: 'Aiken',
  gift: 'GIFT (multiple choice)',
  moodle: 'Moodle XML',
  csv: 'CSV template',
};

/** The files the picker offers for each format. */
const formatAccept: Record<QuestionImportFormat, string> = {
  aiken: '.txt,text/plain',
  gift: '.txt,.gift,text/plain',
  moodle: '.xml,application/xml,text/xml',
  csv: '.csv,text/csv',
};

const formatHelp: Record<QuestionImportFormat, string> = {
  aiken:
    'A question line, 2 to 6 options written "A) text" or "A. text", then "ANSWER: B"; a blank line between questions. Aiken carries no category or difficulty: they come from the fields below.',
  gift: 'Multiple choice only: "question text {=right ~wrong ~wrong}", with optional "$CATEGORY: name" lines and "::title::"; "[markdown]" and "[html]" texts keep their formatting. Other GIFT question types are reported as line errors.',
  moodle:
    'A file from Moodle\'s "Export questions", Moodle XML format: multiple-choice questions with one right answer, in their categories, HTML or Markdown text kept as formatted text, one image per question. Other question types are reported as line errors. A "difficulty:easy|medium|hard" tag sets the difficulty.',
  csv: 'Header: category, difficulty, question, option_a … option_f, correct (a letter A–F). option_c to option_f may be empty.',
};

/** Imports questions in Aiken, GIFT, Moodle XML or the CSV template: checked first, then all or nothing. */
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
        accept={formatAccept[format]}
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
        // Its words without the Markdown's marks; the file's picture has a column of its own.
        { heading: 'Question', cell: (row) => questionSummary(row.question), wrap: true },
        {
          heading: 'Correct',
          cell: (row) =>
            `${optionLetter(row.correctOptionIndex)}: ${row.options[row.correctOptionIndex]}`,
        },
        { heading: 'Image', cell: imageCell },
        { heading: 'Already there?', cell: nearCopyWords, wrap: true },
      ]}
    />
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

/** The image a file gives a question (Moodle XML): a thumbnail with its alternative text. */
function imageCell(row: ImportedQuestion) {
  if (!row.image) return '—';
  const { src, alt, width, height } = row.image;
  return <img src={src} alt={alt} width={width} height={height} className="hr-import-thumbnail" />;
}
