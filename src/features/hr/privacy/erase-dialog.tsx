import type { ReactNode } from 'react';
import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { eraseCandidate, eraseEnquirer, eraseSubscriber } from './people-api.ts';
import { enquiryCount } from './privacy-words.ts';

/** Whose personal data an admin is about to erase. */
export type ErasureTarget =
  | { kind: 'candidate'; id: string; name: string }
  | { kind: 'enquirer'; email: string; enquiries: number }
  | { kind: 'subscriber'; id: string; email: string };

/** What goes and what stays, for each kind of person (what the API's erasure does). */
const whatGoes: Record<ErasureTarget['kind'], { goes: string[]; stays: string[] }> = {
  candidate: {
    goes: [
      'their name, e-mail, phone and one-time ID (they can no longer sign in)',
      'the network addresses and devices their tests logged',
      'their practical upload and what was read from it',
      'the e-mails sent to them or about them',
      'free text naming them: decisions’ reasons, reviewers’ notes, audit log entries',
    ],
    stays: [
      'their answers, times and scores, which count in the question statistics, naming no one',
      'the decisions and rubric scores, and the record as “Erased candidate” with its drive',
      'that the erasure happened, by whom and why (the register and the audit log)',
    ],
  },
  enquirer: {
    goes: [
      'every enquiry from this address: names, e-mail, contact number, subject and message',
      'the e-mails about them, and the address in the audit log',
    ],
    stays: ['that the erasure happened, by whom and why (the register and the audit log)'],
  },
  subscriber: {
    goes: ['the address and its subscription', 'the e-mails sent to it, and it in the audit log'],
    stays: ['that the erasure happened, by whom and why (the register and the audit log)'],
  },
};

function whoOf(target: ErasureTarget): string {
  if (target.kind === 'candidate') return target.name;
  if (target.kind === 'enquirer') return `${target.email} (${enquiryCount(target.enquiries)})`;
  return target.email;
}

function erase(target: ErasureTarget, reason: string) {
  if (target.kind === 'candidate') return eraseCandidate(target.id, reason);
  if (target.kind === 'enquirer') return eraseEnquirer(target.email, reason);
  return eraseSubscriber(target.id, reason);
}

function WhatGoes({ target }: { target: ErasureTarget }): ReactNode {
  const { goes, stays } = whatGoes[target.kind];
  return (
    <>
      <p>What goes:</p>
      <ul>
        {goes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>What stays:</p>
      <ul>
        {stays.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        <strong>This cannot be undone.</strong> Backups taken before now still hold the data until
        they age out of the backup folder.
      </p>
    </>
  );
}

/**
 * The confirmation of an erasure (DPDP Act §12): says exactly what goes and what stays, and takes
 * the reason the register keeps. Cancel changes nothing.
 */
export function EraseDialog({
  target,
  onClose,
  onErased,
}: {
  target: ErasureTarget | null;
  onClose: () => void;
  onErased: (target: ErasureTarget) => void;
}) {
  return (
    <ActionDialog
      open={target !== null}
      title={target ? `Erase the personal data of ${whoOf(target)}` : ''}
      description={target && <WhatGoes target={target} />}
      initialValues={{ reason: '' }}
      submitLabel="Erase for good"
      danger
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if (!target) return;
        await erase(target, reason);
        notify.success(`The personal data of ${whoOf(target)} was erased.`);
        onErased(target);
      }}
    />
  );
}
