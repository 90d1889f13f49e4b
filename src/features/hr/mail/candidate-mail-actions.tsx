import { useState } from 'react';
import { outcomeSchema, type OutcomeKind } from '../../../../shared/contract/hr-mail.ts';
import type { CandidateView } from '../../../../shared/contract/hr.ts';
import { notify } from '../../../components/toast.ts';
import type { IssuedCredentials } from '../candidates/credentials-dialog.tsx';
import { ActionButtons } from '../kit/action-buttons.tsx';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { OutcomeField } from './outcome-field.tsx';
import { remindCandidate, resendInvitation, sendOutcome } from './mail-api.ts';

type MailAction = 'resend' | 'remind' | 'outcome';

const words: Record<
  MailAction,
  { button: string; title: string; submit: string; description: string; danger?: boolean }
> = {
  resend: {
    button: 'Resend invitation',
    title: 'Resend the invitation',
    submit: 'Resend invitation',
    description:
      'A new password is made and e-mailed. The old password stops working at once. The new login is also shown here once.',
    danger: true,
  },
  remind: {
    button: 'Send reminder',
    title: 'Send a reminder',
    submit: 'Send reminder',
    description: 'A reminder of their test and its window goes to them now.',
  },
  outcome: {
    button: 'Send outcome…',
    title: 'Send the outcome',
    submit: 'Send outcome',
    description:
      "The outcome e-mail of their assessment goes to them. Nothing sends one by itself: it is this decision's.",
  },
};

/** Which e-mail actions a candidate can take now (the server refuses the others with 409). */
function offered(candidate: CandidateView): MailAction[] {
  if (!candidate.email || candidate.status === 'revoked') return [];
  return [
    'resend',
    ...(candidate.status === 'not-started' ? (['remind'] as const) : []),
    ...(candidate.status === 'finished' ? (['outcome'] as const) : []),
  ];
}

/**
 * An admin's e-mails to one candidate: a new invitation (with a new password, shown once as a
 * reset's is), a reminder before they start, and the outcome once they have finished.
 */
export function CandidateMailActions({
  candidate,
  onChanged,
  onCredentials,
}: {
  candidate: CandidateView;
  onChanged: (candidate: CandidateView) => void;
  onCredentials: (issued: IssuedCredentials) => void;
}) {
  const [open, setOpen] = useState<MailAction | null>(null);
  const names = offered(candidate);
  const perform = async (name: MailAction, values: { outcome: string; reason: string }) => {
    let changed: CandidateView;
    if (name === 'resend') {
      const answer = await resendInvitation(candidate.id, values.reason);
      changed = answer.candidate;
      onCredentials({ ...answer.candidate, ...answer.credentials });
    } else if (name === 'remind') {
      changed = await remindCandidate(candidate.id, values.reason);
    } else {
      changed = await sendOutcome(candidate.id, values.outcome as OutcomeKind, values.reason);
    }
    notify.success(`${words[name].title}: queued for ${changed.name}.`);
    onChanged(changed);
  };
  if (names.length === 0) return null;
  return (
    <>
      <ActionButtons kinds={names} words={words} look="ghost" onOpen={setOpen} />
      {names.map((name) => (
        <ActionDialog
          key={name}
          open={open === name}
          title={words[name].title}
          description={<p>{words[name].description}</p>}
          initialValues={{ outcome: '', reason: '' }}
          fields={name === 'outcome' ? { outcome: outcomeSchema.fields.kind } : undefined}
          submitLabel={words[name].submit}
          danger={words[name].danger}
          reasonOptional={name === 'remind'}
          onClose={() => setOpen(null)}
          onSubmit={(values) => perform(name, values)}
        >
          {name === 'outcome' && <OutcomeField />}
        </ActionDialog>
      ))}
    </>
  );
}
