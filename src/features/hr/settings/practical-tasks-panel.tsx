import { Field } from 'formik';
import { useState } from 'react';
import {
  createPracticalTaskSchema,
  updatePracticalTaskSchema,
  type PracticalTaskView,
} from '../../../../shared/contract/hr.ts';
import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { FormField } from '../kit/form-field.tsx';
import { addPracticalTask, listPracticalTasks, updatePracticalTask } from './settings-api.ts';
import { useHrData } from '../kit/use-hr-data.ts';
import { ErrorAlert } from '../kit/load-state.tsx';

// The API's rules (the text required: the form always sends it).
const taskFields = {
  question: createPracticalTaskSchema.fields.question,
  position: updatePracticalTaskSchema.fields.position,
  active: updatePracticalTaskSchema.fields.active,
};

/**
 * The practical round's tasks, in the order candidates see them: add one, reword, reorder or
 * set one aside (inactive tasks are not shown to candidates).
 */
export function PracticalTasksPanel({ canEdit }: { canEdit: boolean }) {
  const tasks = useHrData('practical-tasks', listPracticalTasks);
  const [editing, setEditing] = useState<PracticalTaskView | 'new' | null>(null);
  const task = editing !== 'new' ? editing : null;

  return (
    <section className="hr-panel" aria-labelledby="practical-tasks-title">
      <h2 id="practical-tasks-title">Practical tasks</h2>
      <ErrorAlert message={tasks.error} />
      {tasks.data && tasks.data.length === 0 && <p className="hr-muted">No task yet.</p>}
      {tasks.data && tasks.data.length > 0 && (
        <ol className="hr-tasks">
          {tasks.data.map((item) => (
            <li key={item.id}>
              <p className="hr-message">{item.question}</p>
              {!item.active && <span className="hr-badge hr-badge--danger">Not shown</span>}
              {canEdit && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setEditing(item)}
                >
                  Edit<span className="visually-hidden"> task {item.position}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {canEdit && (
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          Add a task
        </button>
      )}
      <ActionDialog
        open={editing !== null}
        title={task ? 'Edit the task' : 'Add a practical task'}
        initialValues={{
          question: task?.question ?? '',
          position: task?.position ?? (tasks.data?.length ?? 0) + 1,
          active: task?.active ?? true,
          reason: '',
        }}
        fields={taskFields}
        submitLabel={task ? 'Save task' : 'Add task'}
        reasonOptional={!task}
        wide
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (task) {
            await updatePracticalTask(task.id, {
              question: values.question,
              position: Number(values.position),
              active: values.active,
              reason: values.reason,
            });
          } else {
            await addPracticalTask(values.question, values.reason || undefined);
          }
          notify.success(task ? 'The task was saved.' : 'The task was added.');
          tasks.reload();
        }}
      >
        <FormField name="question" label="Task" kind="textarea" rows={6} />
        {task && (
          <>
            <FormField name="position" label="Position" type="number" min={1} />
            <label className="hr-check">
              <Field type="checkbox" name="active" />
              Shown to candidates
            </label>
          </>
        )}
      </ActionDialog>
    </section>
  );
}
