import type { ImportProgress } from '../../../../shared/contract/hr.ts';

const phaseWords: Record<ImportProgress['phase'], string> = {
  checking: 'Checking the lines',
  hashing: 'Creating passwords',
  saving: 'Saving',
};

/**
 * How far an import has got. The bar and its figures change with every progress line; only the
 * phase is announced (a live region re-read every few milliseconds would drown a screen reader).
 */
export function ImportProgressBar({ progress }: { progress: ImportProgress | null }) {
  const phase = progress ? phaseWords[progress.phase] : 'Sending the file and saving';
  return (
    <div className="hr-progress">
      <p role="status" className="hr-progress__phase">
        Importing: {phase}...
      </p>
      <progress
        aria-label="Import progress"
        max={progress?.total || undefined}
        value={progress ? progress.done : undefined}
      />
      {progress && (
        <p className="hr-muted" aria-hidden="true">
          {progress.done} of {progress.total}
        </p>
      )}
    </div>
  );
}
