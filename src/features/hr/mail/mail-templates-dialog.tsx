import { useId, useState } from 'react';
import type { AssessmentView } from '../../../../shared/contract/hr-assessments.ts';
import {
  candidateMailKinds,
  type CandidateMailKind,
  type MailTemplatesAnswer,
} from '../../../../shared/contract/hr-mail.ts';
import { HrDialog, DialogCloseActions } from '../kit/hr-dialog.tsx';
import { LoadState } from '../kit/load-state.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { getMailTemplates } from './mail-api.ts';
import { MailTemplateForm } from './mail-template-form.tsx';
import { mailKindLabels } from './mail-words.ts';

/**
 * The e-mails of one assessment: choose a kind, read or rewrite its subject and body with the
 * placeholders listed beside it, preview it with a sample candidate. A kind not rewritten uses
 * the company default.
 */
export function MailTemplatesDialog({
  assessment,
  canEdit,
  onClose,
}: {
  assessment: AssessmentView | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <HrDialog open={assessment !== null} wide aria-labelledby={titleId} onEscape={onClose}>
      <h2 id={titleId}>E-mails of {assessment?.name}</h2>
      {assessment && <MailTemplatesEditor assessment={assessment} canEdit={canEdit} />}
      <DialogCloseActions label="Close" onClose={onClose} />
    </HrDialog>
  );
}

function MailTemplatesEditor({
  assessment,
  canEdit,
}: {
  assessment: AssessmentView;
  canEdit: boolean;
}) {
  const loaded = useHrData(`mail-templates:${assessment.id}`, () =>
    getMailTemplates(assessment.id),
  );
  // A save's answer is the whole list again: it replaces what was loaded.
  const [saved, setSaved] = useState<{ answer: MailTemplatesAnswer; count: number } | null>(null);
  const [kind, setKind] = useState<CandidateMailKind>('invitation');
  const kindId = useId();
  const data = saved?.answer ?? loaded.data;
  return (
    <LoadState state={{ data, error: loaded.error }} loading="Loading the e-mails...">
      {({ templates, placeholders }) => {
        const template = templates.find((t) => t.kind === kind);
        return (
          <div className="hr-mail-templates">
            <div className="hr-field">
              <label htmlFor={kindId}>Kind of e-mail</label>
              <select
                id={kindId}
                value={kind}
                onChange={(event) => setKind(event.target.value as CandidateMailKind)}
              >
                {candidateMailKinds.map((k) => (
                  <option key={k} value={k}>
                    {mailKindLabels[k]}
                    {templates.find((t) => t.kind === k)?.custom ? ' (own)' : ''}
                  </option>
                ))}
              </select>
            </div>
            {template && (
              <MailTemplateForm
                // A new kind, or a saved answer, starts the form again from what is stored.
                key={`${kind}#${saved?.count ?? 0}`}
                assessmentId={assessment.id}
                template={template}
                canEdit={canEdit}
                aside={<PlaceholderList placeholders={placeholders} />}
                onSaved={(answer) => setSaved({ answer, count: (saved?.count ?? 0) + 1 })}
              />
            )}
          </div>
        );
      }}
    </LoadState>
  );
}

/** Every placeholder a subject or body may hold, with what it is replaced by. */
function PlaceholderList({ placeholders }: { placeholders: MailTemplatesAnswer['placeholders'] }) {
  return (
    <section aria-label="Placeholders" className="hr-mail-templates__placeholders">
      <h3>Placeholders</h3>
      <dl>
        {Object.entries(placeholders).map(([name, description]) => (
          <div key={name}>
            <dt className="hr-code">{`{{${name}}}`}</dt>
            <dd>{description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
