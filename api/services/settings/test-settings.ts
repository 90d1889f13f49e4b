import type { Config } from '../../config.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import type { AssessmentRow } from '../../db/schema/assessments.ts';
import type { SettingsView, TestSettings } from '../../../shared/contract/hr.ts';
import type { Actor } from '../hr/audit.ts';
import { mcqRulesFrom, type McqRules } from '../mcq/mcq-rules.ts';
import type { TestCallCache } from '../mcq/test-call-cache.ts';
import { practicalRulesFrom, type PracticalRules } from '../practical/practical-rules.ts';
import {
  assessmentIn,
  keptAssessments,
  placeIn,
  placeOf,
} from '../assessments/kept-assessments.ts';
import type { ProgressRules } from '../candidate-progress.ts';
import type { CandidateTest } from '../candidate-login.ts';
import { updateAssessment } from '../assessments/assessment-changes.ts';
import { activeCategories } from '../assessments/bank-categories.ts';

/**
 * `/api/hr/settings`, as older builds had it: the one test's settings, which are now the default
 * assessment's (the test of candidates outside any drive). Scripts written for it keep working.
 */

/** The environment's values: what the first assessment was made from. */
export function defaultTestSettings(config: Config): TestSettings {
  return {
    questionCount: config.MCQ_QUESTION_COUNT,
    questionsPerCategory: {},
    shuffleOptions: false,
    secondsPerQuestion: config.MCQ_QUESTION_SECONDS,
    passPercent: config.MCQ_PASS_PERCENT,
    practicalMinutes: config.PRACTICAL_MINUTES,
    notifyHr: true,
  };
}

/** An assessment's settings in the words of the settings contract. */
export function settingsOf(a: AssessmentRow): TestSettings {
  return {
    questionCount: a.questionCount,
    questionsPerCategory: a.questionsPerCategory,
    shuffleOptions: a.shuffleOptions,
    secondsPerQuestion: a.secondsPerQuestion,
    passPercent: a.passPercent,
    practicalMinutes: a.practicalMinutes,
    notifyHr: a.notifyHr,
  };
}

async function defaultAssessment(cache: TestCallCache, config: Config): Promise<AssessmentRow> {
  return assessmentIn(await keptAssessments(cache, config), null);
}

/** The default assessment's settings (the test of a candidate outside any drive). */
export async function currentTestSettings(
  cache: TestCallCache,
  config: Config,
): Promise<TestSettings> {
  return settingsOf(await defaultAssessment(cache, config));
}

export async function settingsView(cache: TestCallCache, config: Config): Promise<SettingsView> {
  const row = await defaultAssessment(cache, config);
  return {
    settings: settingsOf(row),
    defaults: defaultTestSettings(config),
    // None until an edit (as before assessments: null until HR first saved settings).
    savedAt: row.updatedAt?.toISOString() ?? null,
    categories: await activeCategories(cache.db),
  };
}

/**
 * Saves the default assessment's settings (they apply to tests started from now on), as an edit
 * of that assessment: the same checks, the same audit entry.
 */
export async function saveTestSettings(
  cache: TestCallCache,
  config: Config,
  actor: Actor,
  input: TestSettings & { reason: string },
  now: Date,
): Promise<SettingsView> {
  const row = await defaultAssessment(cache, config);
  await updateAssessment(cache, actor, row.id, input, now);
  return settingsView(cache, config);
}

/** The MCQ rules of an assessment: the environment's, with the assessment's own settings. */
export function mcqRulesOf(config: Config, a: AssessmentRow): McqRules {
  return {
    ...mcqRulesFrom(config),
    assessmentId: a.id,
    questionCount: a.questionCount,
    secondsPerQuestion: a.secondsPerQuestion,
    passPercent: a.passPercent,
    questionsPerCategory: a.questionsPerCategory,
    difficulties: a.difficulties,
    shuffleOptions: a.shuffleOptions,
    notifyHr: a.notifyHr,
  };
}

/** The practical round's rules of an assessment. */
export function practicalRulesOf(config: Config, a: AssessmentRow): PracticalRules {
  return {
    ...practicalRulesFrom(config),
    minutes: a.practicalMinutes,
    passPercent: a.passPercent,
    notifyHr: a.notifyHr,
    taskIds: a.practicalTaskIds,
  };
}

/**
 * The MCQ rules a candidate's test runs by: those of their drive's assessment (the default one
 * outside any drive). Without a candidate (the sweeper): the default assessment's.
 */
export async function currentMcqRules(
  cache: TestCallCache,
  config: Config,
  candidate?: Pick<Candidate, 'cohort'>,
): Promise<McqRules> {
  const { assessment } = await placeOf(cache, config, candidate ?? { cohort: null });
  return { ...mcqRulesOf(config, assessment), lastBusyRefusalAt: await cache.refusals.latest() };
}

/**
 * How to find a candidate's MCQ rules without reading anything more (the answer's route, which
 * reads the candidate with the attempt): from the kept assessments and drives.
 */
export async function mcqRulesByCandidate(
  cache: TestCallCache,
  config: Config,
): Promise<(candidate: Pick<Candidate, 'cohort'>) => McqRules> {
  const kept = await keptAssessments(cache, config);
  const lastBusyRefusalAt = await cache.refusals.latest();
  return (candidate) => ({
    ...mcqRulesOf(config, placeIn(kept, candidate).assessment),
    lastBusyRefusalAt,
  });
}

/** How to find an assessment's MCQ rules by its id (the default one's for none or an unknown id). */
export async function mcqRulesByAssessment(
  cache: TestCallCache,
  config: Config,
): Promise<(assessmentId: string | null) => McqRules> {
  const kept = await keptAssessments(cache, config);
  const lastBusyRefusalAt = await cache.refusals.latest();
  return (assessmentId) => ({
    ...mcqRulesOf(config, assessmentIn(kept, assessmentId)),
    lastBusyRefusalAt,
  });
}

/** The practical round's rules of a candidate's assessment. */
export async function currentPracticalRules(
  cache: TestCallCache,
  config: Config,
  candidate: Pick<Candidate, 'cohort'>,
): Promise<PracticalRules> {
  const { assessment } = await placeOf(cache, config, candidate);
  return practicalRulesOf(config, assessment);
}

/** What a candidate's progress is told of their assessment (`candidateProgress`). */
export async function progressRulesOf(
  cache: TestCallCache,
  config: Config,
  candidate: Pick<Candidate, 'cohort'>,
): Promise<ProgressRules> {
  return progressRulesFrom(config, (await placeOf(cache, config, candidate)).assessment);
}

function progressRulesFrom(config: Config, assessment: AssessmentRow): ProgressRules {
  return {
    assessmentName: assessment.name,
    mcq: mcqRulesOf(config, assessment),
    practicalMinutes: assessment.practicalMinutes,
    practicalTaskIds: assessment.practicalTaskIds,
    uploadMinKbps: config.UPLOAD_MIN_KBPS,
  };
}

/** A candidate's test as the login needs it (`LoginRules.testOf`). */
export async function candidateTestOf(
  cache: TestCallCache,
  config: Config,
  candidate: Pick<Candidate, 'cohort'>,
): Promise<CandidateTest> {
  const { drive, assessment } = await placeOf(cache, config, candidate);
  return {
    progress: progressRulesFrom(config, assessment),
    driveWindow: drive && { windowStart: drive.windowStart, windowEnd: drive.windowEnd },
  };
}
