import { useRef, useState } from 'react';
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
  type IssuedCredentials,
} from '../../features/hr/candidates/credentials-dialog.tsx';
import { focusIfLost } from '../../features/hr/kit/focus-if-lost.ts';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { ListActions } from '../../features/hr/kit/list-actions.tsx';
import { SearchBox } from '../../features/hr/kit/list-controls.tsx';
import { PagedResults, usePagedList } from '../../features/hr/kit/paged-list.tsx';

const defaults = { q: '', status: '', testType: '', cohort: '', sort: 'createdAt', order: 'desc' };

/** `/hr/candidates`: find, add and import candidates; open one to act on it. */
export default function CandidatesPage() {
  const staff = useStaff();
  const paged = usePagedList(defaults, 25, (q) => listCandidates(q as CandidateQuery));
  const { list, sortBy, field } = paged;
  const query = paged.query as CandidateQuery;
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedCredentials[] | null>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  // Counts the changes that may add or empty a cohort (an import, an edit), for its filter.
  const [changes, setChanges] = useState(0);
  const changed = () => {
    list.reload();
    setChanges((n) => n + 1);
  };

  const showCredentials = (credentials: IssuedCredentials[]) => {
    setDialog(null);
    setIssued(credentials);
    changed();
  };

  return (
    <>
      <h1>Candidates</h1>
      <ListActions csvHref={candidatesCsvHref(query)}>
        {staff.role === 'admin' && (
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
      </div>
      <PagedResults {...paged} label="Candidates" loading="Loading candidates...">
        {(candidates) => (
          <CandidatesTable
            candidates={candidates}
            order={{ key: query.sort as CandidateSortKey, direction: query.order }}
            onSort={sortBy}
            onOpen={(candidate) => setOpenId(candidate.id)}
            busy={list.loading}
          />
        )}
      </PagedResults>
      <CandidateCreateDialog
        open={dialog === 'create'}
        onClose={() => setDialog(null)}
        onCreated={(one) => showCredentials([one])}
      />
      <CandidateImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onImported={showCredentials}
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
