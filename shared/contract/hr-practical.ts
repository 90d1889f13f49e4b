import { number, object, type InferType, type NumberSchema } from 'yup';
import { decisionSchema, optionalReasonField } from './hr-reason.ts';
import { trimmedText } from './text.ts';

/**
 * The practical review's contract (docs/hr-api.md, "Practical review"): the rubric, the requests
 * to score and decide, and what a reviewer reads (the manifest as a tree, the scores, the
 * decision, similar submissions). The rubric lives here only, so the console and the API agree.
 */

/** Points per criterion: 0 (missing) to 4 (excellent). */
export const rubricMaxPoints = 4;

/** The rubric (docs/hr-api.md, "Practical review"): four criteria, 0–4 points each. */
export const practicalRubric = [
  {
    key: 'correctness',
    label: 'Correctness',
    description: 'It runs and does what the task asks, without errors.',
  },
  {
    key: 'codeQuality',
    label: 'Code quality',
    description: 'Readable, well-structured code: clear names, small parts, no dead code.',
  },
  {
    key: 'completeness',
    label: 'Completeness',
    description: 'Every part of the task is done, including the edge cases it mentions.',
  },
  {
    key: 'documentation',
    label: 'Documentation',
    description: 'A README says how to run it and what was chosen; comments say why.',
  },
] as const;
export type RubricKey = (typeof practicalRubric)[number]['key'];
export type RubricPoints = Record<RubricKey, number>;
export const rubricMaxTotal = rubricMaxPoints * practicalRubric.length;

/** What each number of points means, 0 to 4. */
export const rubricPointWords = ['missing', 'poor', 'partly there', 'good', 'excellent'] as const;

/** At most this many reviewers score one submission; a third is refused. */
export const maxPracticalReviewers = 2;

const points = (label: string) =>
  number()
    .typeError(`${label} must be a whole number from 0 to ${rubricMaxPoints}`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number from 0 to ${rubricMaxPoints}`)
    .min(0, `${label} must be a whole number from 0 to ${rubricMaxPoints}`)
    .max(rubricMaxPoints, `${label} must be a whole number from 0 to ${rubricMaxPoints}`);

// Built from the rubric above so a criterion is named once; the cast restores the keys' type,
// which Object.fromEntries widens to string.
const rubricShape = Object.fromEntries(
  practicalRubric.map((criterion) => [criterion.key, points(criterion.label)]),
) as Record<RubricKey, NumberSchema<number>>;

/**
 * `PUT …/practical/score`: my rubric score with notes. The reason is optional for a first score
 * and required to revise one (the server knows which it is).
 */
export const practicalScoreSchema = object({
  rubric: object(rubricShape)
    .required('rubric is required')
    .typeError('rubric must be an object of points per criterion'),
  notes: trimmedText('Notes').max(2000, 'Notes must be at most 2000 characters').default(''),
  reason: optionalReasonField,
});
export type PracticalScoreRequest = InferType<typeof practicalScoreSchema>;

/** A person's decision on a practical submission; the newest one stands. */
export const practicalDecisionKinds = ['pass', 'fail', 'second-review'] as const;
export type PracticalDecisionKind = (typeof practicalDecisionKinds)[number];
export const practicalDecisionSchema = decisionSchema(
  practicalDecisionKinds,
  'kind must be pass, fail or second-review',
);

/** Flags on an entry of the archive's tree (docs/hr-api.md, "Practical review"). */
export const manifestFlags = [
  'node-modules',
  'hidden',
  'hostile-name',
  'huge',
  'high-ratio',
  'encrypted',
] as const;
export type ManifestFlag = (typeof manifestFlags)[number];

/** One file or directory of the archive, as its central directory declares it. */
export interface ManifestNode {
  /** The last part of the path. */
  name: string;
  path: string;
  kind: 'file' | 'directory';
  /** Uncompressed bytes as declared (a directory: the sum of what it holds). */
  size: number;
  compressedSize: number;
  /** Files inside, at any depth (a file: 1). */
  fileCount: number;
  flags: ManifestFlag[];
  /** A directory's entries, directories first, then by name (a file: none). */
  children: ManifestNode[];
}

export interface PracticalScoreView {
  reviewerId: string;
  reviewer: string;
  reviewerName: string;
  rubric: RubricPoints;
  total: number;
  notes: string | null;
  scoredAt: string;
}

export interface PracticalDecisionView {
  kind: PracticalDecisionKind;
  reason: string;
  decidedAt: string;
  by: string | null;
}

/** What every view of a practical submission says of the file, its timing and its lateness. */
export interface SubmissionFactsView {
  fileName: string;
  sizeBytes: number;
  sha256: string;
  submittedAt: string;
  timeTakenSeconds: number;
  /** 0: on time (by the deadline, its grace, or the pace rule). */
  lateBySeconds: number;
  reasonForDelay: string | null;
}

/** A practical submission as a reviewer sees it (the archive is never unpacked to disk). */
export interface PracticalManifestView extends SubmissionFactsView {
  entryCount: number;
  containsNodeModules: boolean;
  /** Hostile or odd names found in the directory (absolute paths, `..`, …), in words. */
  archiveIssues: string[];
  /** The first entries of the directory, as a sample of the tree. */
  sampleEntries: string[];
  /** Every entry of the directory (up to 5,000), nested by directory. */
  tree: ManifestNode[];
  /** Entries past the 5,000 kept for the tree. */
  entriesOmitted: number;
  /** At most two, in the order they were first given. */
  scores: PracticalScoreView[];
  /** The decision that stands (the newest), or null. */
  decision: PracticalDecisionView | null;
}

/**
 * A submission HR retired by reopening the round or granting a retake: no longer the candidate's
 * current one, kept whole (its file at `…/practical.zip?submission=<id>`, its scores, its decision).
 */
export interface RetiredSubmissionView extends SubmissionFactsView {
  id: string;
  retiredAt: string;
  retiredReason: string;
  scores: PracticalScoreView[];
  decision: PracticalDecisionView | null;
}

/** A practical round HR retired by granting a retake, as it stood then. */
export interface RetiredRoundView {
  id: string;
  startedAt: string;
  deadlineAt: string;
  durationSeconds: number;
  /** Time the round stood closed before a reopen (not working time). */
  pausedSeconds: number;
  /** The submission retired with it, or null when the round was under way. */
  submissionId: string | null;
  retiredAt: string;
  retiredReason: string;
}

/** A candidate's practical history: retired rounds and submissions, newest first. */
export interface PracticalHistoryView {
  rounds: RetiredRoundView[];
  submissions: RetiredSubmissionView[];
}

/**
 * When two submissions are listed as similar (docs/decisions.md, "Similarity"): any shared
 * non-trivial file, or, both having at least `minLines` distinct normalised source lines, a
 * Jaccard index of their line sets from `jaccard` up or the smaller one's lines contained in the
 * other from `containment` up. A flag for a person, never a verdict.
 */
export const similarityRules = { jaccard: 0.5, containment: 0.8, minLines: 30 } as const;

/** One side of a similar pair. */
export interface SimilarSideView {
  candidateId: string;
  name: string;
  oneTimeId: string;
  cohort: string | null;
  submittedAt: string;
  fileName: string;
  /** Distinct normalised source lines read from the archive. */
  uniqueLines: number;
}

export interface SharedFileView {
  sha256: string;
  size: number;
  /** Where the file is in `a`'s archive, and in `b`'s. */
  pathA: string;
  pathB: string;
}

/** Two submissions of one cohort or day that share files or most of their source lines. */
export interface SimilarPairView {
  a: SimilarSideView;
  b: SimilarSideView;
  sharedFiles: SharedFileView[];
  /** |A ∩ B| / |A ∪ B| of the normalised source lines, 0–1. */
  lineJaccard: number;
  /** |A ∩ B| / the smaller set, 0–1. */
  lineContainment: number;
  sharedLines: number;
  comparedAt: string;
}

/** What was read of one submission's files for the comparison. */
export interface FingerprintSummaryView {
  filesHashed: number;
  uniqueLines: number;
  /** Entries not read, by why (vendored, binary, too-large, …). */
  skipped: Record<string, number>;
}

/** `GET /api/hr/practical/similarity`. */
export interface SimilarityListView {
  items: SimilarPairView[];
  total: number;
  offset: number;
  limit: number;
  /** Submissions of the scope not compared yet (read a few per request): ask again. */
  unread: number;
  rules: typeof similarityRules;
}

/** `GET /api/hr/candidates/:id/practical/similar`: this candidate is `a` of every pair. */
export interface CandidateSimilarityView {
  fingerprint: FingerprintSummaryView | null;
  matches: SimilarPairView[];
  unread: number;
  rules: typeof similarityRules;
}
