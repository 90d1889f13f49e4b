import { PracticalDecision } from './practical-decision.tsx';
import { PracticalManifest } from './practical-manifest.tsx';
import { PracticalScores, type PracticalReviewerProps } from './practical-scores.tsx';
import { SimilarSubmissions } from './similar-submissions.tsx';

/**
 * The practical round in the report: the manifest and its tree, the rubric scores, the decision,
 * and the similar submissions of the cohort. Reviewers and admins alike score and decide.
 */
export function PracticalReview({
  candidateId,
  manifest,
  staffId,
  onChanged,
}: PracticalReviewerProps) {
  return (
    <>
      <PracticalManifest candidateId={candidateId} manifest={manifest} />
      <h3 id="report-practical-scores">Rubric scores</h3>
      <PracticalScores
        candidateId={candidateId}
        manifest={manifest}
        staffId={staffId}
        onChanged={onChanged}
      />
      <h3 id="report-practical-decision">Decision on the practical</h3>
      <PracticalDecision candidateId={candidateId} manifest={manifest} onDecided={onChanged} />
      <h3 id="report-practical-similar">Similar submissions</h3>
      <SimilarSubmissions candidateId={candidateId} />
    </>
  );
}
