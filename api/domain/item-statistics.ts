import type { ItemAnalysisItem, ItemFlag } from '../../shared/contract/hr.ts';
import { isAbovePassMark, scorePercent } from './mcq-score.ts';

/**
 * Classical item analysis of multiple-choice questions (issue 15, part 5), free of I/O. Every
 * figure is per question version: a new version may change the options or the key.
 */

/** Below this many answers a question gets "needs more data", not figures that mean nothing. */
export const minimumAnswers = 30;
/** Upper and lower groups: the top and bottom 27 % of the candidates who saw the question. */
export const groupShare = 0.27;
/** Under this, a question hardly separates strong candidates from weak ones. */
export const lowDiscrimination = 0.15;
/** At or above this share right, nearly everyone knew it; at or below the other, nearly no one. */
export const tooEasyFacility = 0.9;
export const tooHardFacility = 0.1;

/** One settled answer to a question version, with the result of the attempt it belongs to. */
export interface ItemResponse {
  attemptId: string;
  /** The option chosen, as an index of the bank's order; null: none (time ran out). */
  chosen: number | null;
  correct: boolean;
  secondsTaken: number | null;
  /** The attempt's result: right answers of its questions. */
  attemptRight: number;
  attemptTotal: number;
  /** The pass mark the attempt was started with; absent: the one given to the analysis. */
  attemptPassPercent?: number | null;
}

/** What re-keying the question to `option` would change, over the attempts that saw it. */
export interface RegradePreview {
  option: number;
  /** Answers whose mark would change (right to wrong, or wrong to right). */
  answersChanged: number;
  /** Attempts that saw the question and pass, before and after. */
  passingBefore: number;
  passingAfter: number;
}

/**
 * The figures of one question version, as the API answers them (`ItemAnalysisView`, whose fields
 * say what each means), except that the regrade preview names its option by index here.
 */
export type ItemStatistics = Pick<
  ItemAnalysisItem,
  | 'answers'
  | 'optionCounts'
  | 'unanswered'
  | 'enoughData'
  | 'facility'
  | 'discrimination'
  | 'medianSeconds'
  | 'flags'
> & { regradePreview: RegradePreview | null };

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

const shareRight = (group: readonly ItemResponse[]) =>
  group.filter((r) => r.correct).length / group.length;

/**
 * The upper and lower groups: the candidates ranked by their attempt's score (the question
 * included, as the classical upper–lower index does), ties by attempt id so the same answers always
 * give the same groups; each group is 27 % of them, at least one.
 */
export function scoreGroups(responses: readonly ItemResponse[]) {
  const ranked = [...responses].sort(
    (a, b) =>
      scorePercent(b.attemptRight, b.attemptTotal) - scorePercent(a.attemptRight, a.attemptTotal) ||
      (a.attemptId < b.attemptId ? -1 : a.attemptId > b.attemptId ? 1 : 0),
  );
  const size = Math.max(1, Math.round(groupShare * ranked.length));
  return { upper: ranked.slice(0, size), lower: ranked.slice(-size) };
}

function countChoices(responses: readonly ItemResponse[], optionCount: number): number[] {
  const counts = Array.from({ length: optionCount }, () => 0);
  for (const { chosen } of responses)
    if (chosen !== null && chosen < optionCount) counts[chosen] = (counts[chosen] ?? 0) + 1;
  return counts;
}

/** Re-keys the question to `option` and counts what changes (the regrade HR would run). */
export function previewRegrade(
  responses: readonly ItemResponse[],
  option: number,
  passPercent: number,
): RegradePreview {
  let answersChanged = 0;
  let passingBefore = 0;
  let passingAfter = 0;
  for (const r of responses) {
    const rightAfter = r.chosen === option;
    if (rightAfter !== r.correct) answersChanged += 1;
    const attemptRightAfter = r.attemptRight - (r.correct ? 1 : 0) + (rightAfter ? 1 : 0);
    const mark = r.attemptPassPercent ?? passPercent;
    if (isAbovePassMark(scorePercent(r.attemptRight, r.attemptTotal), mark)) passingBefore += 1;
    if (isAbovePassMark(scorePercent(attemptRightAfter, r.attemptTotal), mark)) passingAfter += 1;
  }
  return { option, answersChanged, passingBefore, passingAfter };
}

/**
 * The statistics of one question version from its settled answers: `key` is the right option and
 * `optionCount` the number of options (bank order). Flags: discrimination under 0.15; a distractor
 * the upper group chose more often than the key (a likely wrong key, with the regrade previewed);
 * nearly everyone right (≥ 90 %) or wrong (≤ 10 %). No figure and no flag below 30 answers.
 */
export function itemStatistics(
  responses: readonly ItemResponse[],
  key: number,
  optionCount: number,
  passPercent: number,
): ItemStatistics {
  const optionCounts = countChoices(responses, optionCount);
  const unanswered = responses.filter((r) => r.chosen === null).length;
  const base = { answers: responses.length, optionCounts, unanswered };
  if (responses.length < minimumAnswers)
    return {
      ...base,
      enoughData: false,
      facility: null,
      discrimination: null,
      medianSeconds: null,
      flags: [],
      regradePreview: null,
    };

  const facility = shareRight(responses);
  const { upper, lower } = scoreGroups(responses);
  const discrimination = shareRight(upper) - shareRight(lower);
  const flags: ItemFlag[] = [];
  if (discrimination < lowDiscrimination) flags.push('low-discrimination');

  const upperChoices = countChoices(upper, optionCount);
  const keyInUpper = upperChoices[key] ?? 0;
  let preferred: number | null = null;
  for (const [option, count] of upperChoices.entries())
    if (option !== key && count > keyInUpper && count > (upperChoices[preferred ?? -1] ?? 0))
      preferred = option;
  if (preferred !== null) flags.push('likely-wrong-key');
  if (facility >= tooEasyFacility) flags.push('too-easy');
  if (facility <= tooHardFacility) flags.push('too-hard');

  const seconds = responses.flatMap((r) => (r.secondsTaken === null ? [] : [r.secondsTaken]));
  return {
    ...base,
    enoughData: true,
    facility,
    discrimination,
    medianSeconds: median(seconds),
    flags,
    regradePreview: preferred === null ? null : previewRegrade(responses, preferred, passPercent),
  };
}
