import type { Config } from '../../config.ts';
import type { TimingRules } from '../../domain/answer-timing.ts';

/** The MCQ test's constants, from configuration (spec §9 defaults). */
export interface McqRules extends TimingRules {
  secondsPerQuestion: number;
  questionCount: number;
  passPercent: number;
  hrEmail: string;
}

export function mcqRulesFrom(config: Config): McqRules {
  return {
    secondsPerQuestion: config.MCQ_QUESTION_SECONDS,
    graceMs: config.MCQ_GRACE_SECONDS * 1000,
    reconnectWindowMs: config.MCQ_RECONNECT_WINDOW_SECONDS * 1000,
    questionCount: config.MCQ_QUESTION_COUNT,
    passPercent: config.MCQ_PASS_PERCENT,
    hrEmail: config.HR_EMAIL,
  };
}
