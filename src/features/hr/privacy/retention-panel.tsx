import { useState } from 'react';
import type { RetentionRunView } from '../../../../shared/contract/hr-privacy.ts';
import { notify } from '../../../components/toast.ts';
import { companyWhen } from '../kit/company-time.ts';
import { DataTable } from '../kit/data-table.tsx';
import { hrErrorMessage } from '../kit/hr-http.ts';
import { LoadState } from '../kit/load-state.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { getRetention, runRetentionNow } from './people-api.ts';
import { peopleWords } from './privacy-words.ts';

/** "Drive A (12 people); Old enquiries (3 people)", or "Nothing". */
const subjectsWords = (subjects: { label: string; people: number }[]) =>
  subjects.length === 0
    ? 'Nothing'
    : subjects.map((s) => `${s.label} (${peopleWords(s.people)})`).join('; ');

const runSummary = (run: RetentionRunView | null) =>
  run === null
    ? 'The retention job ran: nothing was due to warn of or erase.'
    : `The retention job ran: warned of ${subjectsWords(run.warned).toLowerCase()}, erased ${subjectsWords(run.erased).toLowerCase()}.`;

/**
 * Retention (DPDP Act §8(7)): what the hourly job will erase and when, in the company's time,
 * whether HR was warned, its last runs, and running it now (after changing a drive's days, say).
 * `refresh` changes when an erasure elsewhere on the page may have changed what is due.
 */
export function RetentionPanel({ refresh, onRan }: { refresh: number; onRan: () => void }) {
  const retention = useHrData(`retention-${refresh}`, getRetention);
  const [running, setRunning] = useState(false);

  async function runNow() {
    if (running) return;
    setRunning(true);
    try {
      notify.success(runSummary(await runRetentionNow()));
      // What falls due, and the register, load again with the run's erasures.
      onRan();
    } catch (error) {
      notify.error(hrErrorMessage(error));
      retention.reload();
    } finally {
      setRunning(false);
    }
  }

  return (
    <section aria-labelledby="retention-title">
      <h2 id="retention-title">Erasures coming up</h2>
      <p className="hr-muted">
        The retention job runs every hour. It warns HR by e-mail before an erasure falls due, then
        erases on the day, as the privacy settings and each drive&apos;s days say.
      </p>
      <div className="hr-actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={running}
          onClick={() => void runNow()}
        >
          {running ? 'Running the retention job...' : 'Run the retention job now'}
        </button>
      </div>
      <LoadState state={retention} loading="Loading what falls due...">
        {({ upcoming, runs }) => (
          <>
            {upcoming.length === 0 ? (
              <p>Nothing falls due.</p>
            ) : (
              <DataTable
                label="Erasures coming up"
                columns={['What', 'People', 'Due', 'HR warned']}
              >
                {upcoming.map((due) => (
                  <tr key={due.subjectKey}>
                    <td>{due.label}</td>
                    <td>{peopleWords(due.people)}</td>
                    <td>{companyWhen(due.dueAt)}</td>
                    <td>{due.warnedAt ? companyWhen(due.warnedAt) : 'Not yet'}</td>
                  </tr>
                ))}
              </DataTable>
            )}
            <h3>The job&apos;s last runs</h3>
            {runs.length === 0 ? (
              <p className="hr-muted">It has not run yet.</p>
            ) : (
              <DataTable label="Retention runs" columns={['Ran', 'Warned of', 'Erased']}>
                {runs.map((run) => (
                  <tr key={run.id}>
                    <td>{companyWhen(run.ranAt)}</td>
                    <td className="hr-table__wrap">{subjectsWords(run.warned)}</td>
                    <td className="hr-table__wrap">{subjectsWords(run.erased)}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
