import { useRef, useState } from 'react';
import type { BulkAction, BulkAnswer } from '../../../shared/contract/hr-mail.ts';
import { notify } from '../../components/toast.ts';
import { CandidateCreateDialog } from '../../features/hr/candidates/candidate-create-dialog.tsx';
import { CandidateDetailsDialog } from '../../features/hr/candidates/candidate-details-dialog.tsx';
import {
  CandidateStatusFilter,
  CohortFilter,
  TestTypeFilter,
} from '../../features/hr/candidates/candidate-filters.tsx';
import { CandidateImportDialog } from '../../features/hr/candidates/candidate-import-dialog.tsx';
import { CandidatesTable } from '../../features/hr/candidates/candidates-table.tsx';
import {
  candidatesCsvHref,
  listCandidates,
  type CandidateQuery,
  type CandidateSortKey,
} from '../../features/hr/candidates/candidates-api.ts';
import {
  CredentialsDialog,
  type ShownCredentials,
} from '../../features/hr/candidates/credentials-dialog.tsx';
import { MailFilterSelect } from '../../features/hr/candidates/mail-filter.tsx';
import { useCandidateSelection } from '../../features/hr/candidates/use-candidate-selection.ts';
import { focusIfLost } from '../../features/hr/kit/focus-if-lost.ts';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { ListActions } from '../../features/hr/kit/list-actions.tsx';
import { SearchBox } from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';
import { BulkActionBar } from '../../features/hr/mail/bulk-action-bar.tsx';
import { BulkActionDialog } from '../../features/hr/mail/bulk-action-dialog.tsx';
import { MailQueuePanel } from '../../features/hr/mail/mail-queue-panel.tsx';
import { bulkSummaryWords } from '../../features/hr/mail/mail-words.ts';
import { useMailQueue } from '../../features/hr/mail/use-mail-queue.ts';

const defaults = {
  q: '',
  status: '',
  testType: '',
  cohort: '',
  mail: '',
  sort: 'createdAt',
  order: 'desc',
};

/**
 * `/hr/candidates`: the mail queue, then find, add and import candidates; open one to act on it,
 * or choose several (an admin) for a bulk action.
 */
export default function CandidatesPage() {
  const staff = useStaff();
  const isAdmin = staff.role === 'admin';
  const paged = usePagedList(defaults, 25, (q) => listCandidates(q as CandidateQuery));
  const { list, sortBy, field } = paged;
  const query = paged.query as CandidateQuery;
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [issued, setIssued] = useState<ShownCredentials[] | null>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  // Counts the changes that may add or empty a cohort (an import, an edit), for its filter, or
  // queue mail, for the queue's panel.
  const [changes, setChanges] = useState(0);
  const queue = useMailQueue(changes);
  // Unknown until the queue answers: the invitation is then offered unchecked, without the hint.
  const mailEnabled = queue.data?.enabled;
  const changed = () => {
    list.reload();
    setChanges((n) => n + 1);
  };
  const { q, status, testType, cohort, mail } = query;
  const selection = useCandidateSelection(
    { q, status, testType, cohort, mail },
    list.data?.items.map((c) => c.id) ?? [],
    list.data?.total ?? 0,
  );

  const showCredentials = (credentials: ShownCredentials[]) => {
    setDialog(null);
    setIssued(credentials);
    changed();
  };
  const bulkDone = (answer: BulkAnswer) => {
    notify.success(bulkSummaryWords(answer));
    selection.clear();
    if (answer.credentials && answer.credentials.length > 0) showCredentials(answer.credentials);
    else changed();
  };

  return (
    <>
      <h1>Candidates</h1>
      <MailQueuePanel queue={queue} />
      <ListActions csvHref={candidatesCsvHref(query)}>
        {isAdmin && (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setDialog('create')}
            >
              Add candidate
            </button>
            <button
              ref={importButton}
              type="button"
              className="button button--primary"
              onClick={() => setDialog('import')}
            >
              Import CSV
            </button>
          </>
        )}
      </ListActions>
      <div className="hr-toolbar">
        <SearchBox label="Search name, e-mail, phone or one-time ID" {...field('q')} />
        <CohortFilter {...field('cohort')} refresh={changes} />
        <CandidateStatusFilter {...field('status')} />
        <TestTypeFilter {...field('testType')} />
        <MailFilterSelect {...field('mail')} />
      </div>
      {isAdmin && (
        <BulkActionBar
          count={selection.count}
          allMatching={selection.allMatching}
          offerAll={selection.offerAll}
          total={list.data?.total ?? 0}
          onSelectAll={selection.selectAll}
          onClear={selection.clear}
          onAction={setBulk}
        />
      )}
      <PagedResults {...paged} label="Candidates" loading="Loading candidates...">
        {(candidates) => (
          <CandidatesTable
            candidates={candidates}
            order={{ key: query.sort as CandidateSortKey, direction: query.order }}
            onSort={sortBy}
            onOpen={(candidate) => setOpenId(candidate.id)}
            busy={list.loading}
            selection={isAdmin ? selection.rows : undefined}
          />
        )}
      </PagedResults>
      <CandidateCreateDialog
        open={dialog === 'create'}
        mailEnabled={mailEnabled}
        onClose={() => setDialog(null)}
        onCreated={(one) => showCredentials([one])}
      />
      <CandidateImportDialog
        open={dialog === 'import'}
        mailEnabled={mailEnabled}
        onClose={() => setDialog(null)}
        onImported={showCredentials}
      />
      <BulkActionDialog
        action={bulk}
        target={selection.target}
        onClose={() => setBulk(null)}
        onDone={bulkDone}
      />
      <CandidateDetailsDialog
        candidateId={openId}
        role={staff.role}
        onClose={() => setOpenId(null)}
        onChanged={changed}
        onCredentials={(one) => setIssued([one])}
      />
      <CredentialsDialog
        issued={issued}
        onClose={() => {
          setIssued(null);
          // The dialog that opened this one has gone: focus goes back to where imports start.
          focusIfLost(importButton.current);
        }}
      />
    </>
  );
}
