import { Link } from 'react-router-dom';
import type { AssessmentView } from '../../../../shared/contract/hr-assessments.ts';
import { DataTable } from '../kit/data-table.tsx';
import type { AssessmentAction } from './assessment-action-dialog.tsx';
import { drawWords, hasMcqs, hasPractical, passMarkWords, roundWords } from './assessment-words.ts';

/** `mail`: its e-mails to candidates (every staff member may read them; admins change them). */
export type AssessmentRowAction = AssessmentAction | 'edit' | 'mail';

/** The address of an assessment's preview (the console picks sections by path, ids go in the query). */
export const previewHref = (id: string): string =>
  `/hr/preview?assessment=${encodeURIComponent(id)}`;

/**
 * Every assessment with its settings, drives and candidates. Everyone may try one; admins also
 * edit, clone, archive or restore it and choose the default.
 */
export function AssessmentsTable({
  assessments,
  canEdit,
  busy,
  onAction,
}: {
  assessments: AssessmentView[];
  canEdit: boolean;
  busy: boolean;
  onAction: (action: AssessmentRowAction, assessment: AssessmentView) => void;
}) {
  const button = (action: AssessmentRowAction, label: string, a: AssessmentView) => (
    <button
      type="button"
      className={`button button--small ${action === 'archive' ? 'button--danger' : 'button--ghost'}`}
      onClick={() => onAction(action, a)}
    >
      {label}
      <span className="visually-hidden"> {a.name}</span>
    </button>
  );
  return (
    <DataTable
      label="Assessments"
      busy={busy}
      columns={[
        'Name',
        'Rounds',
        'Questions',
        'Seconds per question',
        'Pass mark',
        'Practical minutes',
        'Drives',
        'Candidates',
        'Actions',
      ]}
    >
      {assessments.map((a) => (
        <tr key={a.id}>
          <th scope="row">
            {a.name} {a.isDefault && <span className="hr-badge hr-badge--success">Default</span>}
            {a.archivedAt && <span className="hr-badge hr-badge--danger">Archived</span>}
          </th>
          <td>{roundWords[a.rounds]}</td>
          <td>
            {hasMcqs(a) ? (
              <>
                {a.questionCount}
                <span className="hr-muted hr-assessment__draw"> ({drawWords(a)})</span>
              </>
            ) : (
              '—'
            )}
          </td>
          <td>{hasMcqs(a) ? a.secondsPerQuestion : '—'}</td>
          <td>{hasMcqs(a) ? passMarkWords(a.passPercent) : '—'}</td>
          <td>{hasPractical(a) ? a.practicalMinutes : '—'}</td>
          <td>{a.drives}</td>
          <td>{a.candidates}</td>
          <td>
            <div className="hr-row-actions">
              <Link className="button button--ghost button--small" to={previewHref(a.id)}>
                Try it<span className="visually-hidden"> {a.name}</span>
              </Link>
              {button('mail', 'E-mails', a)}
              {canEdit && (
                <>
                  {button('edit', 'Edit', a)}
                  {button('clone', 'Clone', a)}
                  {!a.isDefault && !a.archivedAt && button('default', 'Make default', a)}
                  {!a.isDefault &&
                    button(
                      a.archivedAt ? 'restore' : 'archive',
                      a.archivedAt ? 'Restore' : 'Archive',
                      a,
                    )}
                </>
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
