import { useState } from 'react';
import { difficulties, questionFormats, type Question } from '../../features/hr/hr-api-types.ts';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { ExportLink, FilterSelect, SearchBox } from '../../features/hr/list-controls.tsx';
import { Pagination } from '../../features/hr/pagination.tsx';
import { QuestionEditorDialog, QuestionRetireDialog } from '../../features/hr/question-dialogs.tsx';
import { QuestionImportDialog } from '../../features/hr/question-import-dialog.tsx';
import { QuestionsTable } from '../../features/hr/questions-table.tsx';
import {
  listQuestions,
  questionsExportHref,
  type QuestionQuery,
  type QuestionSortKey,
} from '../../features/hr/questions-api.ts';
import { useHrData } from '../../features/hr/use-hr-data.ts';
import { useListQuery } from '../../features/hr/use-list-query.ts';

const pageSize = 25;
const defaults = {
  q: '',
  category: '',
  difficulty: '',
  status: 'active',
  sort: 'createdAt',
  order: 'desc',
};
const exportNames = { aiken: 'Aiken', gift: 'GIFT', csv: 'CSV' } as const;

/** `/hr/questions`: the bank by category and difficulty; add, edit, retire, import, export. */
export default function QuestionsPage() {
  const staff = useStaff();
  const admin = staff.role === 'admin';
  const { values, page, update } = useListQuery(defaults);
  const query: QuestionQuery = {
    ...(values as Omit<QuestionQuery, 'offset' | 'limit'>),
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
  const list = useHrData(JSON.stringify(query), () => listQuestions(query));
  const [editor, setEditor] = useState<{ editing: Question | null } | null>(null);
  const [retiring, setRetiring] = useState<Question | null>(null);
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
        {questionFormats.map((format) => (
          <ExportLink key={format} href={questionsExportHref(format, query)}>
            Export {exportNames[format]}
          </ExportLink>
        ))}
      </div>
      <div className="hr-toolbar">
        <SearchBox label="Search the questions" value={query.q} onSearch={(q) => update({ q })} />
        <FilterSelect
          label="Category"
          value={query.category}
          onChange={(category) => update({ category })}
        >
          <option value="">All</option>
          {categories.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Difficulty"
          value={query.difficulty}
          onChange={(difficulty) => update({ difficulty })}
        >
          <option value="">All</option>
          {difficulties.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Status" value={query.status} onChange={(status) => update({ status })}>
          <option value="active">Active</option>
          <option value="retired">Retired</option>
          <option value="all">All</option>
        </FilterSelect>
      </div>
      {list.error && (
        <p className="hr-alert hr-alert--error" role="alert">
          {list.error}
        </p>
      )}
      {list.data ? (
        <>
          <QuestionsTable
            questions={list.data.items}
            order={{ key: query.sort as QuestionSortKey, direction: query.order }}
            onSort={(order) => update({ sort: order.key, order: order.direction })}
            onEdit={admin ? (question) => setEditor({ editing: question }) : undefined}
            onRetire={admin ? setRetiring : undefined}
            busy={list.loading}
          />
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data.total}
            label="Questions"
            onPage={(to) => update({ page: to })}
          />
        </>
      ) : (
        !list.error && <p role="status">Loading questions...</p>
      )}
      <QuestionEditorDialog
        open={editor !== null}
        editing={editor?.editing ?? null}
        categories={categories}
        onClose={() => setEditor(null)}
        onSaved={list.reload}
      />
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
