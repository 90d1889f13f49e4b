import { useState } from 'react';
import {
  difficulties,
  questionImportFormats,
  type QuestionView,
} from '../../../shared/contract/hr.ts';
import { useStaff } from '../../features/hr/hr-session.tsx';
import {
  ChoiceFilter,
  ExportLink,
  SearchBox,
  WordedFilter,
} from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';
import {
  QuestionEditorDialog,
  QuestionRetireDialog,
} from '../../features/hr/questions/question-dialogs.tsx';
import { QuestionDetailsDialog } from '../../features/hr/questions/question-details-dialog.tsx';
import { QuestionImportDialog } from '../../features/hr/questions/question-import-dialog.tsx';
import { QuestionsTable } from '../../features/hr/questions/questions-table.tsx';
import {
  listQuestions,
  questionsExportHref,
  type QuestionQuery,
  type QuestionSortKey,
} from '../../features/hr/questions/questions-api.ts';

const defaults = {
  q: '',
  category: '',
  difficulty: '',
  status: 'active',
  sort: 'createdAt',
  order: 'desc',
};
const exportNames = { aiken: 'Aiken', gift: 'GIFT', moodle: 'Moodle XML', csv: 'CSV' } as const;
const statusWords = { active: 'Active', retired: 'Retired', all: 'All' };

/** `/hr/questions`: the bank by category and difficulty; add, edit, retire, import, export. */
export default function QuestionsPage() {
  const staff = useStaff();
  const admin = staff.role === 'admin';
  const paged = usePagedList(defaults, 25, (q) => listQuestions(q as QuestionQuery));
  const { list, sortBy, field } = paged;
  const query = paged.query as QuestionQuery;
  const [editor, setEditor] = useState<{ editing: QuestionView | null } | null>(null);
  const [retiring, setRetiring] = useState<QuestionView | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const categories = list.data?.categories ?? [];

  return (
    <>
      <h1>Question bank</h1>
      {categories.length > 0 && (
        <p className="hr-muted">
          Active questions: {categories.map((c) => `${c.name} ${c.active}`).join(', ')}.
        </p>
      )}
      <div className="hr-actions">
        {admin && (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setEditor({ editing: null })}
            >
              Add question
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setImporting(true)}
            >
              Import questions
            </button>
          </>
        )}
        {questionImportFormats.map((format) => (
          <ExportLink key={format} href={questionsExportHref(format, query)}>
            Export {exportNames[format]}
          </ExportLink>
        ))}
      </div>
      <div className="hr-toolbar">
        <SearchBox label="Search the questions" {...field('q')} />
        <ChoiceFilter
          label="Category"
          {...field('category')}
          choices={categories.map((c) => c.name)}
        />
        <ChoiceFilter label="Difficulty" {...field('difficulty')} choices={difficulties} />
        <WordedFilter label="Status" {...field('status')} words={statusWords} all={null} />
      </div>
      <PagedResults {...paged} label="Questions" loading="Loading questions...">
        {(questions) => (
          <QuestionsTable
            questions={questions}
            order={{ key: query.sort as QuestionSortKey, direction: query.order }}
            onSort={sortBy}
            onDetails={(question) => setDetails(question.id)}
            onEdit={admin ? (question) => setEditor({ editing: question }) : undefined}
            onRetire={admin ? setRetiring : undefined}
            busy={list.loading}
          />
        )}
      </PagedResults>
      <QuestionEditorDialog
        open={editor !== null}
        editing={editor?.editing ?? null}
        categories={categories}
        onClose={() => setEditor(null)}
        onSaved={list.reload}
      />
      <QuestionDetailsDialog questionId={details} onClose={() => setDetails(null)} />
      <QuestionRetireDialog
        question={retiring}
        onClose={() => setRetiring(null)}
        onSaved={list.reload}
      />
      <QuestionImportDialog
        open={importing}
        categories={categories.map((c) => c.name)}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          list.reload();
        }}
      />
    </>
  );
}
