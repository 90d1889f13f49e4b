import { useState } from 'react';
import type { PeopleView } from '../../../../shared/contract/hr-privacy.ts';
import { LoadState } from '../kit/load-state.tsx';
import { SearchBox } from '../kit/list-controls.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { useListQuery } from '../kit/use-list-query.ts';
import { EnquirerCorrectionDialog, SubscriberCorrectionDialog } from './correct-dialogs.tsx';
import { EraseDialog, type ErasureTarget } from './erase-dialog.tsx';
import { findPeople } from './people-api.ts';
import { CandidatesFound, EnquirersFound, SubscribersFound } from './people-tables.tsx';

/** The API answers a shorter search with a refusal: the panel says so before asking. */
export const shortestSearch = 2;

type Enquirer = PeopleView['enquirers'][number];
type Subscriber = PeopleView['subscribers'][number];

/**
 * "Find a person" (DPDP Act §11–§12): everyone the product holds data about whose name, e-mail,
 * phone or one-time ID matches, each to export, correct or erase. The search is kept in the
 * address (`?q=`), so Back returns to it. After a candidate's erasure the search turns to their
 * record ID: nothing else finds them any more, and HR sees the erasure done.
 */
export function PeoplePanel({ onErased }: { onErased: () => void }) {
  const { values, update } = useListQuery({ q: '' });
  const q = values.q.trim();
  const searched = q.length >= shortestSearch;
  const people = useHrData(`people-${q}`, () => (searched ? findPeople(q) : Promise.resolve(null)));
  const [erasing, setErasing] = useState<ErasureTarget | null>(null);
  const [correctingEnquirer, setCorrectingEnquirer] = useState<Enquirer | null>(null);
  const [correctingSubscriber, setCorrectingSubscriber] = useState<Subscriber | null>(null);
  const [erasedId, setErasedId] = useState<string | null>(null);

  const erased = (target: ErasureTarget) => {
    onErased();
    if (target.kind === 'candidate') {
      setErasedId(target.id);
      update({ q: target.id });
    } else people.reload();
  };
  // A corrected address no longer matches a search by the old one: follow it.
  const corrected = (newEmail: string) => {
    if (newEmail.toLowerCase().includes(q.toLowerCase())) people.reload();
    else update({ q: newEmail });
  };

  return (
    <section aria-labelledby="people-title">
      <h2 id="people-title">Find a person</h2>
      <p className="hr-muted">
        A request about someone&apos;s data starts here: export everything held about them (a zip
        they can read), correct it, or erase it. Each export is in the access log; each change in
        the audit log with its reason.
      </p>
      <div className="hr-toolbar">
        <SearchBox
          label="Name, e-mail, phone or one-time ID"
          button="Find"
          value={values.q}
          onChange={(value) => update({ q: value })}
        />
      </div>
      {q !== '' && !searched && (
        <p className="hr-alert" role="status">
          Type at least {shortestSearch} characters of a name, e-mail, phone or one-time ID.
        </p>
      )}
      {erasedId !== null && q === erasedId && (
        <p className="hr-muted" role="status">
          Shown by their record ID: their name, e-mail, phone and one-time ID are gone, so nothing
          else finds them.
        </p>
      )}
      {searched && (
        <LoadState state={people} loading="Looking for them...">
          {(found) =>
            found && (
              <>
                <h3>Candidates</h3>
                <CandidatesFound
                  candidates={found.candidates}
                  onErase={(c) => setErasing({ kind: 'candidate', id: c.id, name: c.fullName })}
                />
                <h3>Enquirers</h3>
                <EnquirersFound
                  enquirers={found.enquirers}
                  onCorrect={setCorrectingEnquirer}
                  onErase={(e) =>
                    setErasing({ kind: 'enquirer', email: e.email, enquiries: e.enquiries.length })
                  }
                />
                <h3>Newsletter subscribers</h3>
                <SubscribersFound
                  subscribers={found.subscribers}
                  onCorrect={setCorrectingSubscriber}
                  onErase={(s) => setErasing({ kind: 'subscriber', id: s.id, email: s.email })}
                />
              </>
            )
          }
        </LoadState>
      )}
      <EraseDialog target={erasing} onClose={() => setErasing(null)} onErased={erased} />
      <EnquirerCorrectionDialog
        enquirer={correctingEnquirer}
        onClose={() => setCorrectingEnquirer(null)}
        onCorrected={corrected}
      />
      <SubscriberCorrectionDialog
        subscriber={correctingSubscriber}
        onClose={() => setCorrectingSubscriber(null)}
        onCorrected={corrected}
      />
    </section>
  );
}
