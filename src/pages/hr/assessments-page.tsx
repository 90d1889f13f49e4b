import { useState } from 'react';
import type { AssessmentView } from '../../../shared/contract/hr-assessments.ts';
import {
  AssessmentActionDialog,
  type AssessmentAction,
} from '../../features/hr/assessments/assessment-action-dialog.tsx';
import {
  AssessmentFormDialog,
  type AssessmentChoices,
} from '../../features/hr/assessments/assessment-form-dialog.tsx';
import { listAssessments } from '../../features/hr/assessments/assessments-api.ts';
import {
  AssessmentsTable,
  type AssessmentRowAction,
} from '../../features/hr/assessments/assessments-table.tsx';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { ErrorAlert, LoadState } from '../../features/hr/kit/load-state.tsx';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';
import { getSettings, listPracticalTasks } from '../../features/hr/settings/settings-api.ts';
import { MailTemplatesDialog } from '../../features/hr/mail/mail-templates-dialog.tsx';

/** What the form offers, loaded for admins only (a reviewer never opens it). */
async function loadChoices(canEdit: boolean): Promise<AssessmentChoices | null> {
  if (!canEdit) return null;
  const [settings, tasks] = await Promise.all([getSettings(), listPracticalTasks()]);
  return { categories: settings.categories, tasks };
}

/**
 * `/hr/assessments`: the tests for each role and how each is drawn, timed and marked. Everyone
 * may try one; admins add, edit, clone, archive them and choose the default.
 */
export default function AssessmentsPage() {
  const canEdit = useStaff().role === 'admin';
  const assessments = useHrData('assessments', listAssessments);
  const choices = useHrData(`choices:${canEdit}`, () => loadChoices(canEdit));
  const [editing, setEditing] = useState<AssessmentView | 'new' | null>(null);
  const [acting, setActing] = useState<{ action: AssessmentAction; a: AssessmentView } | null>(
    null,
  );
  const [mailOf, setMailOf] = useState<AssessmentView | null>(null);
  const template = assessments.data?.find((a) => a.isDefault) ?? assessments.data?.[0];
  const onAction = (action: AssessmentRowAction, a: AssessmentView) =>
    action === 'edit' ? setEditing(a) : action === 'mail' ? setMailOf(a) : setActing({ action, a });
  return (
    <>
      <h1>Assessments</h1>
      <p className="hr-muted">
        A test for each role: how its questions are drawn, its clock, pass mark and rounds. A drive
        takes one; candidates outside any drive take the default. Tests already started keep the
        settings they were started with.
      </p>
      {!canEdit && <p className="hr-muted">Only an admin can change these.</p>}
      {canEdit && (
        <div className="hr-toolbar">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!choices.data || !template}
            onClick={() => choices.data && template && setEditing('new')}
          >
            New assessment
          </button>
        </div>
      )}
      <LoadState state={assessments} loading="Loading the assessments...">
        {(items) => (
          <AssessmentsTable
            assessments={items}
            canEdit={canEdit}
            busy={assessments.loading}
            onAction={onAction}
          />
        )}
      </LoadState>
      {canEdit && <ErrorAlert message={choices.error} />}
      {choices.data && template && (
        <AssessmentFormDialog
          open={editing !== null}
          assessment={editing === 'new' ? null : editing}
          template={template}
          choices={choices.data}
          onClose={() => setEditing(null)}
          onSaved={assessments.reload}
        />
      )}
      <MailTemplatesDialog assessment={mailOf} canEdit={canEdit} onClose={() => setMailOf(null)} />
      <AssessmentActionDialog
        action={acting?.action ?? null}
        assessment={acting?.a ?? null}
        onClose={() => setActing(null)}
        onDone={assessments.reload}
      />
    </>
  );
}
