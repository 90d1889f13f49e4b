import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ImportAnswer, ImportError, ImportProgress } from '../../../../shared/contract/hr.ts';
import { hrErrorMessage } from './hr-http.ts';
import type { ImportOutcome } from './import-api.ts';
import { ImportProgressBar } from './import-progress-bar.tsx';
import { DataTable } from './data-table.tsx';

type Step =
  | { step: 'editing' }
  | { step: 'checking' }
  | { step: 'checked'; errors: ImportError[]; count: number; rows: ReactNode }
  | { step: 'importing'; count: number; progress: ImportProgress | null }
  | { step: 'failed'; message: string };

/**
 * A file import with its preview (the candidates' CSV, the question formats): choose a file or
 * paste its text (it can be corrected here), check it (a dry run: every line's error, or what
 * would be created), then import, with progress while the server works. Nothing is created
 * until a check finds no error; a real import is all or nothing on the server too.
 */
export function ImportPanel<T>({
  label,
  accept,
  help,
  options,
  optionsKey = '',
  preview,
  run,
  describeRows,
  importLabel,
  onImported,
}: {
  /** What is imported, for the field's label ("Candidates CSV"). */
  label: string;
  accept: string;
  help: ReactNode;
  /** More choices that go with the file (a format, default category). */
  options?: ReactNode;
  /** Changes when those choices change: the file must then be checked again. */
  optionsKey?: string;
  preview: (text: string) => Promise<ImportOutcome<T>>;
  run: (text: string, onProgress: (progress: ImportProgress) => void) => Promise<ImportOutcome<T>>;
  /** The preview of what a clean file would create. */
  describeRows: (rows: T[]) => ReactNode;
  importLabel: (count: number) => string;
  onImported: (answer: ImportAnswer<T>) => void;
}) {
  const [text, setText] = useState('');
  const [state, setState] = useState<Step>({ step: 'editing' });
  const [checkedWith, setCheckedWith] = useState(optionsKey);
  if (checkedWith !== optionsKey) {
    setCheckedWith(optionsKey);
    if (state.step === 'checked' || state.step === 'failed') setState({ step: 'editing' });
  }
  const id = useId();
  const busy = state.step === 'checking' || state.step === 'importing';

  const check = async () => {
    if (busy || text.trim() === '') return;
    setState({ step: 'checking' });
    try {
      const { answer } = await preview(text);
      setState({
        step: 'checked',
        errors: answer.errors,
        count: answer.created.length,
        rows: answer.errors.length === 0 ? describeRows(answer.created) : null,
      });
    } catch (error) {
      setState({ step: 'failed', message: hrErrorMessage(error) });
    }
  };

  const start = async () => {
    if (state.step !== 'checked') return;
    const { count } = state;
    setState({ step: 'importing', count, progress: null });
    try {
      const { status, answer } = await run(text, (progress) =>
        setState({ step: 'importing', count, progress }),
      );
      if (status === 422 || answer.errors.length > 0) {
        setState({ step: 'checked', errors: answer.errors, count: 0, rows: null });
        return;
      }
      setText('');
      setState({ step: 'editing' });
      onImported(answer);
    } catch (error) {
      setState({ step: 'failed', message: hrErrorMessage(error) });
    }
  };

  const edited = (value: string) => {
    setText(value);
    // A changed file must be checked again before it can be imported.
    if (state.step === 'checked' || state.step === 'failed') setState({ step: 'editing' });
  };

  return (
    <div className="hr-form">
      <div className="hr-field__hint">{help}</div>
      {options}
      <div className="hr-field">
        <label htmlFor={`${id}-file`}>Choose a file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={accept}
          disabled={busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) edited(await file.text());
          }}
        />
      </div>
      <div className="hr-field">
        <label htmlFor={`${id}-text`}>{label}</label>
        <p id={`${id}-text-hint`} className="hr-field__hint">
          The chosen file appears here; you can also paste or correct it here.
        </p>
        <textarea
          id={`${id}-text`}
          className="hr-code"
          rows={8}
          value={text}
          readOnly={busy}
          aria-describedby={`${id}-text-hint`}
          onChange={(event) => edited(event.target.value)}
        />
      </div>
      <div className="hr-actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy || text.trim() === ''}
          onClick={check}
        >
          {state.step === 'checking' ? 'Checking...' : 'Check file'}
        </button>
        {/* Kept while the import runs (focus stays on it), then the answer takes over. */}
        {((state.step === 'checked' && state.errors.length === 0 && state.count > 0) ||
          state.step === 'importing') && (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={state.step === 'importing'}
            onClick={start}
          >
            {state.step === 'importing' ? 'Importing...' : importLabel(state.count)}
          </button>
        )}
      </div>
      <ImportStatus state={state} />
    </div>
  );
}

function ImportStatus({ state }: { state: Step }) {
  // A check's answer (its line errors above all) can land below the dialog's fold: brought into
  // view, or HR sees the same form and thinks nothing happened.
  const answerRef = useRef<HTMLDivElement>(null);
  const checked = state.step === 'checked' ? state : null;
  useEffect(() => {
    if (checked) answerRef.current?.scrollIntoView?.({ block: 'start' });
  }, [checked]);
  if (state.step === 'importing') return <ImportProgressBar progress={state.progress} />;
  if (state.step === 'failed')
    return (
      <p className="hr-alert hr-alert--error" role="alert">
        {state.message}
      </p>
    );
  if (state.step !== 'checked') return null;
  if (state.errors.length > 0)
    return (
      <div ref={answerRef}>
        <LineErrors errors={state.errors} />
      </div>
    );
  return (
    <div ref={answerRef}>
      <p className="hr-alert hr-alert--success" role="status">
        {state.count === 0
          ? 'The file holds nothing to import.'
          : `Every line is correct: ${state.count} to create. Nothing has been created yet.`}
      </p>
      {state.rows}
    </div>
  );
}

function LineErrors({ errors }: { errors: ImportError[] }) {
  return (
    <div>
      <p className="hr-alert hr-alert--error" role="alert">
        {errors.length === 1 ? '1 line has an error' : `${errors.length} lines have errors`}:
        nothing has been created. Correct the file and check it again.
      </p>
      <DataTable label="Line errors" caption="Line errors" columns={['Line', 'Problem']}>
        {errors.map((error) => (
          <tr key={`${error.line}-${error.message}`}>
            <td>{error.line}</td>
            <td>{error.message}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
