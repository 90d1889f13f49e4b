import { Link } from 'react-router-dom';
import type { ErasureView } from '../../../../shared/contract/hr-privacy.ts';
import { companyWhen } from '../kit/company-time.ts';
import { DataTable } from '../kit/data-table.tsx';
import { LoadState } from '../kit/load-state.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { reportHref } from '../report/report-api.ts';
import { getErasures } from './people-api.ts';
import { erasedByWords, removedWords, subjectWords } from './privacy-words.ts';

/** The records erased: a candidate's attempt report is still there, naming no one. */
function SubjectIds({ erasure }: { erasure: ErasureView }) {
  return (
    <>
      {erasure.subjectIds.map((id) => (
        <span key={id} className="hr-line hr-code">
          {erasure.subjectType === 'candidate' ? (
            <Link to={reportHref(id)}>
              {id}
              <span className="visually-hidden"> (attempt report)</span>
            </Link>
          ) : (
            id
          )}
        </span>
      ))}
    </>
  );
}

/**
 * The register of erasures (DPDP Act §12(3)): when, whom (by kind and record IDs, never a name),
 * by whom or the retention job, why, and what was removed table by table. `refresh` changes
 * after an erasure on the page.
 */
export function ErasuresPanel({ refresh }: { refresh: number }) {
  const register = useHrData(`erasures-${refresh}`, getErasures);
  return (
    <section aria-labelledby="erasures-title">
      <h2 id="erasures-title">Register of erasures</h2>
      <LoadState state={register} loading="Loading the register...">
        {(erasures) =>
          erasures.length === 0 ? (
            <p>Nothing has been erased yet.</p>
          ) : (
            <DataTable
              label="Register of erasures"
              columns={['When', 'Whom', 'By', 'Why', 'What was removed']}
            >
              {erasures.map((erasure) => (
                <tr key={erasure.id}>
                  <td>{companyWhen(erasure.at)}</td>
                  <td>
                    {subjectWords(erasure)}
                    <SubjectIds erasure={erasure} />
                  </td>
                  <td>{erasedByWords(erasure)}</td>
                  <td className="hr-table__wrap">{erasure.reason}</td>
                  <td>
                    {removedWords(erasure.removed).map((line) => (
                      <span key={line} className="hr-line">
                        {line}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </LoadState>
    </section>
  );
}
