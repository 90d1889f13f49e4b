import { hrNotifyAddress, type Config } from '../../config.ts';
import type { TimingRules } from '../../domain/answer-timing.ts';
import type { HrNoticeRules } from '../../mail/hr-notifications.ts';
import { difficulties, type Difficulty } from '../../../shared/contract/hr.ts';

/**
 * The MCQ test's constants, from configuration (spec §9 defaults). The settings HR saves override
 * some of them: routes take `currentMcqRules` (`services/settings/test-settings.ts`).
 */
export interface McqRules extends TimingRules, HrNoticeRules {
  secondsPerQuestion: number;
  questionCount: number;
  passPercent: number;
  hrEmail: string;
  /** Questions drawn per category; empty: `questionCount` from the whole bank. */
  questionsPerCategory: Record<string, number>;
  /** Each candidate sees each question's options in their own order. */
  shuffleOptions: boolean;
  /** The difficulties questions are drawn of. */
  difficulties: readonly Difficulty[];
  /** The assessment these rules are of (null: the environment's values alone, in unit tests). */
  assessmentId: string | null;
}

export function mcqRulesFrom(config: Config): McqRules {
  return {
    secondsPerQuestion: config.MCQ_QUESTION_SECONDS,
    graceMs: config.MCQ_GRACE_SECONDS * 1000,
    reconnectWindowMs: config.MCQ_RECONNECT_WINDOW_SECONDS * 1000,
    questionCount: config.MCQ_QUESTION_COUNT,
    passPercent: config.MCQ_PASS_PERCENT,
    hrEmail: config.HR_EMAIL,
    questionsPerCategory: {},
    shuffleOptions: false,
    difficulties,
    assessmentId: null,
    notifyHr: true,
    siteUrl: config.SITE_URL,
    hrAddress: hrNotifyAddress(config),
    timeZone: config.COMPANY_TIME_ZONE,
  };
}
