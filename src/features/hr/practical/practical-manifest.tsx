import { companyWhen } from '../kit/company-time.ts';
import { megabytes } from '../backups/backups-api.ts';
import type { AttemptReportView } from '../../../../shared/contract/hr.ts';
import { ManifestTree } from './manifest-tree.tsx';
import { durationWords } from '../../../../shared/time-format.ts';

type Manifest = NonNullable<AttemptReportView['practical']>;

/**
 * A plain link: the browser streams the file to disk with the session cookie. The current
 * submission, or with `submissionId` one HR retired (kept for the record).
 */
export const practicalZipHref = (candidateId: string, submissionId?: string) =>
  `/api/hr/candidates/${encodeURIComponent(candidateId)}/practical.zip${
    submissionId ? `?submission=${encodeURIComponent(submissionId)}` : ''
  }`;

/**
 * The practical submission as a reviewer needs it: when, how late and why, what the archive's
 * directory holds as a tree (never unpacked on the server), and the file, byte for byte, with its
 * SHA-256.
 */
export function PracticalManifest({
  candidateId,
  manifest,
}: {
  candidateId: string;
  manifest: Manifest;
}) {
  return (
    <>
      <dl className="hr-facts">
        <dt>File</dt>
        <dd>
          {manifest.fileName} ({megabytes(manifest.sizeBytes)}, {manifest.entryCount} entries){' '}
          <a
            className="button button--ghost button--small hr-print-hidden"
            href={practicalZipHref(candidateId)}
            download
          >
            Download the zip
          </a>
        </dd>
        <dt>SHA-256</dt>
        <dd className="hr-code hr-table__wrap">{manifest.sha256}</dd>
        <dt>Submitted</dt>
        <dd>
          {companyWhen(manifest.submittedAt)}, after{' '}
          {durationWords(manifest.timeTakenSeconds * 1000)}
        </dd>
        <dt>On time</dt>
        <dd>
          {manifest.lateBySeconds === 0
            ? 'Yes'
            : `Late by ${durationWords(manifest.lateBySeconds * 1000)}. Reason given: ${manifest.reasonForDelay ?? '—'}`}
        </dd>
        <dt>Flags</dt>
        <dd>
          {manifest.containsNodeModules && (
            <span className="hr-badge hr-badge--warning">Contains node_modules</span>
          )}{' '}
          {manifest.archiveIssues.length === 0 && !manifest.containsNodeModules
            ? 'None'
            : manifest.archiveIssues.join('; ')}
        </dd>
      </dl>
      <h3>In the archive</h3>
      <ManifestTree tree={manifest.tree} entriesOmitted={manifest.entriesOmitted} />
    </>
  );
}
