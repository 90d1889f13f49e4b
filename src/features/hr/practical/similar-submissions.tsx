import { Link } from 'react-router-dom';
import type {
  CandidateSimilarityView,
  SimilarPairView,
} from '../../../../shared/contract/hr-practical.ts';
import { byteSize } from '../kit/byte-size.ts';
import { DataTable } from '../kit/data-table.tsx';
import { getSimilarSubmissions } from './practical-review-api.ts';
import { reportHref } from '../report/report-api.ts';
import { useHrData } from '../kit/use-hr-data.ts';
import { ErrorAlert } from '../kit/load-state.tsx';
import { identicalFilesWords } from './similarity-words.ts';

/** Why entries were not compared, in words (api/domain/source-files.ts). */
const skippedWords: Record<string, string> = {
  vendored: 'vendored (node_modules, .git)',
  generated: 'generated (build output, minified)',
  boilerplate: 'boilerplate (lock files, licences)',
  binary: 'binary',
  'too-large': 'over 1 MiB',
  'over-total': 'past the 4 MiB read in all',
  'too-many-files': 'past the 2,000 files read',
  encrypted: 'encrypted',
  unreadable: 'unreadable',
};

const percent = (share: number) => `${Math.round(share * 100)} %`;

function Summary({ fingerprint }: { fingerprint: CandidateSimilarityView['fingerprint'] }) {
  if (!fingerprint) return null;
  const skipped = Object.entries(fingerprint.skipped)
    .map(([why, n]) => `${n} ${skippedWords[why] ?? why}`)
    .join(', ');
  return (
    <p className="hr-muted">
      Compared by {fingerprint.filesHashed} files and {fingerprint.uniqueLines} distinct source
      lines{skipped ? `; not compared: ${skipped}` : ''}.
    </p>
  );
}

function Match({ match }: { match: SimilarPairView }) {
  const other = match.b;
  return (
    <li>
      <p>
        <Link to={reportHref(other.candidateId)}>
          {other.name} ({other.oneTimeId})
        </Link>
        {other.cohort ? `, ${other.cohort}` : ''}: {percent(match.lineContainment)} of the smaller
        one’s source lines shared ({match.sharedLines} lines; Jaccard {percent(match.lineJaccard)}),{' '}
        {identicalFilesWords(match.sharedFiles.length)}.
      </p>
      {match.sharedFiles.length > 0 && (
        <DataTable
          label={`Files identical in ${other.name}’s submission`}
          columns={['In this submission', `In ${other.name}’s`, 'Size']}
        >
          {match.sharedFiles.map((file) => (
            <tr key={file.sha256}>
              <td className="hr-code">{file.pathA}</td>
              <td className="hr-code">{file.pathB}</td>
              <td>{byteSize(file.size)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </li>
  );
}

/**
 * The submissions of the same cohort or day most like this one, side by side with the files they
 * share: a flag for a person to look at, never a verdict (a shared template or tutorial makes
 * honest projects alike too).
 */
export function SimilarSubmissions({ candidateId }: { candidateId: string }) {
  const similar = useHrData(`similar-${candidateId}`, () => getSimilarSubmissions(candidateId));
  if (similar.error) return <ErrorAlert message={similar.error} />;
  if (!similar.data) return <p role="status">Comparing with the cohort...</p>;
  const { fingerprint, matches, unread, rules } = similar.data;
  return (
    <>
      <p>
        Listed when two submissions of one cohort or day share an identical file, or{' '}
        {percent(rules.jaccard)} of their source lines (Jaccard), or {percent(rules.containment)} of
        the smaller one’s. A flag to look at, not a verdict.
      </p>
      <Summary fingerprint={fingerprint} />
      {matches.length === 0 ? (
        <p className="hr-muted">No submission of the same cohort or day is listed as similar.</p>
      ) : (
        <ul className="hr-similar">
          {matches.map((match) => (
            <Match key={match.b.candidateId} match={match} />
          ))}
        </ul>
      )}
      {unread > 0 && (
        <p className="hr-muted">
          {unread} older submissions of the cohort are still to be compared.{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={similar.reload}
          >
            Compare more
          </button>
        </p>
      )}
    </>
  );
}
