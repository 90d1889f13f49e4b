import { useState } from 'react';
import type { ObjectShape } from 'yup';
import { notify } from '../../../components/toast.ts';
import { ActionButtons } from '../kit/action-buttons.tsx';
import { ActionDialog } from '../kit/action-dialog.tsx';
import {
  candidateFormSchema,
  candidateFormValues,
  TestWindowFields,
  type CandidateFormValues,
  TimeFactorField,
} from './candidate-form-fields.tsx';
import {
  candidateAction,
  resetCandidatePassword,
  updateCandidate,
  type CandidateAction,
} from './candidates-api.ts';
import type { IssuedCredentials } from './credentials-dialog.tsx';
import {
  CandidateEditFields,
  candidateEditFields,
  detailChanges,
} from './candidate-edit-fields.tsx';
import {
  reopenReturnMinutes,
  type CandidateView,
  type StaffRole,
} from '../../../../shared/contract/hr.ts';
import { fromLocalInput } from '../kit/local-time.ts';
import { FormCheck } from '../kit/form-check.tsx';

export type ActionName = 'edit' | 'time' | 'window' | 'password' | CandidateAction;

interface ActionSpec {
  button: string;
  title: string;
  submit: string;
  description: string;
  danger?: boolean;
  /** Reviewers may take decisions (reopen, retake, of either round); everything else needs an admin. */
  reviewer?: boolean;
  shown: (candidate: CandidateView) => boolean;
}

const actions: Record<ActionName, ActionSpec> = {
  edit: {
    button: 'Edit details',
    title: 'Edit the details',
    submit: 'Save details',
    description:
      'Name, e-mail, phone, test and cohort. The one-time login stays the same; only what you change is recorded.',
    shown: () => true,
  },
  time: {
    button: 'Change time factor',
    title: 'Change the time factor',
    submit: 'Save time factor',
    description:
      'Applies to questions served from now on and to a practical round not yet started.',
    shown: () => true,
  },
  window: {
    button: 'Change test window',
    title: 'Change the test window',
    submit: 'Save window',
    description: 'Outside the window the candidate cannot log in. A test under way goes on.',
    shown: () => true,
  },
  reopen: {
    button: 'Reopen attempt',
    title: 'Reopen the MCQ attempt',
    submit: 'Reopen',
    // The time given back starts when the candidate is back on the question (issue 39, item 1).
    description: `The attempt continues where it closed, with the time its question had left (at least 10 s), counted from when the candidate is back on it. They have ${reopenReturnMinutes} minutes to come back; after that the test closes as abandoned. Answers given stay.`,
    reviewer: true,
    shown: (c) => Boolean(c.mcq?.submittedAt) && c.status !== 'revoked',
  },
  retake: {
    button: 'Grant a retake',
    title: 'Grant a fresh retake',
    submit: 'Grant retake',
    description:
      'The current attempt is kept for the record (answers, events, score) and the next start draws a new test.',
    reviewer: true,
    shown: (c) => c.mcq !== null && c.status !== 'revoked',
  },
  'practical-reopen': {
    button: 'Reopen practical',
    title: 'Reopen the practical round',
    submit: 'Reopen practical',
    description:
      'The submission is kept for the record but no longer counts; the round gets the time it had left when it was submitted (at least 5 minutes), from now. The candidate logs in again and uploads again.',
    reviewer: true,
    shown: (c) => Boolean(c.practical?.submittedAt) && c.status !== 'revoked',
  },
  'practical-retake': {
    button: 'Grant a practical retake',
    title: 'Grant a fresh practical retake',
    submit: 'Grant practical retake',
    description:
      'The current round and its submission, if any, are kept for the record; the candidate starts a new round with the full time.',
    reviewer: true,
    shown: (c) => c.practical !== null && c.status !== 'revoked',
  },
  password: {
    button: 'Reset password',
    title: 'Reset the password',
    submit: 'Reset password',
    description: 'A new password is issued and shown once; the old one stops working.',
    danger: true,
    shown: () => true,
  },
  revoke: {
    button: 'Revoke access',
    title: 'Revoke access',
    submit: 'Revoke',
    description: 'The candidate cannot log in, and a test under way stops accepting answers.',
    danger: true,
    shown: (c) => c.status !== 'revoked',
  },
  restore: {
    button: 'Restore access',
    title: 'Restore access',
    submit: 'Restore',
    description: 'Undoes the revoke: the candidate can log in again (inside the window).',
    shown: (c) => c.status === 'revoked',
  },
};

/**
 * The buttons of what a staff member may do to a candidate, each opening its form, which asks
 * for the reason the audit log keeps. A reviewer sees only the decisions (reopen, retake, of the
 * MCQ test and of the practical round).
 */
export function CandidateActions({
  candidate,
  role,
  onChanged,
  onCredentials,
  only,
}: {
  candidate: CandidateView;
  role: StaffRole;
  onChanged: (candidate: CandidateView) => void;
  /** Needed when the password reset is offered: the new credentials are shown once. */
  onCredentials?: (issued: IssuedCredentials) => void;
  /** Offer only these (the attempt report offers each round's own: window, reopen, retake). */
  only?: readonly ActionName[];
}) {
  const [open, setOpen] = useState<ActionName | null>(null);
  const names = (Object.keys(actions) as ActionName[]).filter(
    (name) =>
      (role === 'admin' || actions[name].reviewer) &&
      actions[name].shown(candidate) &&
      (!only || only.includes(name)) &&
      (name !== 'password' || onCredentials !== undefined),
  );

  const perform = async (name: ActionName, values: CandidateFormValues & { notify: boolean }) => {
    const { reason } = values;
    let changed: CandidateView;
    if (name === 'edit') {
      const changes = detailChanges(candidate, values);
      // An audit row saying "updated" with nothing updated would only mislead whoever reads it.
      if (Object.keys(changes).length === 0)
        throw new Error('Nothing to save: change a detail first.');
      changed = await updateCandidate(candidate.id, { ...changes, reason });
    } else if (name === 'time') {
      changed = await updateCandidate(candidate.id, {
        timeFactor: Number(values.timeFactor),
        reason,
      });
    } else if (name === 'window') {
      changed = await updateCandidate(candidate.id, {
        windowStart: fromLocalInput(values.windowStart),
        windowEnd: fromLocalInput(values.windowEnd),
        reason,
      });
    } else if (name === 'password') {
      const answer = await resetCandidatePassword(candidate.id, reason);
      changed = answer.candidate;
      onCredentials?.({ ...answer.candidate, ...answer.credentials });
    } else {
      const options = name === 'revoke' ? { notify: values.notify } : {};
      changed = await candidateAction(candidate.id, name, reason, options);
    }
    notify.success(`${actions[name].title}: done for ${changed.name}.`);
    onChanged(changed);
  };

  const { timeFactor, windowStart, windowEnd } = candidateFormSchema.fields;
  const fieldsOf = (name: ActionName): ObjectShape | undefined =>
    name === 'edit'
      ? candidateEditFields(candidate)
      : name === 'time'
        ? { timeFactor }
        : name === 'window'
          ? { windowStart, windowEnd }
          : undefined;

  return (
    <>
      <ActionButtons kinds={names} words={actions} look="ghost" onOpen={setOpen} />
      {names.map((name) => (
        <ActionDialog
          key={name}
          open={open === name}
          title={actions[name].title}
          description={<p>{actions[name].description}</p>}
          initialValues={{ ...candidateFormValues(candidate), notify: false }}
          fields={fieldsOf(name)}
          submitLabel={actions[name].submit}
          danger={actions[name].danger}
          wide={name === 'edit'}
          onClose={() => setOpen(null)}
          onSubmit={(values) => perform(name, values)}
        >
          {name === 'edit' && <CandidateEditFields />}
          {name === 'time' && <TimeFactorField />}
          {name === 'window' && <TestWindowFields />}
          {name === 'revoke' && (
            <FormCheck
              name="notify"
              label="Tell them by e-mail"
              hint="A withdrawal notice goes to them. Any e-mail of theirs still queued is cancelled either way."
            />
          )}
        </ActionDialog>
      ))}
    </>
  );
}
